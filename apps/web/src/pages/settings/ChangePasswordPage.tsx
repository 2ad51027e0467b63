import { Button, TextField } from '@flick/design-system';
import { confirmPasswordError, passwordHint } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { storeText } from '../../i18n/storeTexts';
import { useStores } from '../../stores/StoresContext';
import { useFreshSessionErrors } from '../auth/useFreshSessionErrors';
import * as styles from '../Page.css';
import * as local from './Settings.css';

/** /setting/change-password: the current password and a new one. */
const ChangePasswordPage = observer(function ChangePasswordPage() {
  const { session } = useStores();
  const { t } = useLingui();
  useFreshSessionErrors();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = confirmPasswordError(next, confirm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== confirm) return;
    if (await session.changePassword(current, next)) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Change password`}</h1>
      <form className={local.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={storeText(passwordHint)}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextField
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          {...(mismatch ? { error: storeText(mismatch) } : {})}
        />
        {session.error ? (
          <p className={styles.error} role="alert">
            {storeText(session.error)}
          </p>
        ) : null}
        <Button
          type="submit"
          loading={session.submitting}
          disabled={current === '' || next === '' || next !== confirm}
        >
          {t`Change password`}
        </Button>
      </form>
    </div>
  );
});

export default ChangePasswordPage;
