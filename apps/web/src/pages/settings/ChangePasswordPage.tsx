import { Button, TextField } from '@flick/design-system';
import { confirmPasswordError, passwordHint } from '@flick/stores';
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
      <h1 className={styles.title}>Change password</h1>
      <form className={local.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={storeText(passwordHint)}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          {...(mismatch ? { error: mismatch } : {})}
        />
        {session.error ? (
          <p className={styles.error} role="alert">
            {session.error}
          </p>
        ) : null}
        <Button
          type="submit"
          loading={session.submitting}
          disabled={current === '' || next === '' || next !== confirm}
        >
          Change password
        </Button>
      </form>
    </div>
  );
});

export default ChangePasswordPage;
