import { Button, TextField } from '@flick/design-system';
import { confirmPasswordError, passwordHint } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { storeText } from '../../i18n/storeTexts';
import { LOGIN_PATH } from '../../reels/links';
import { useStores } from '../../stores/StoresContext';
import { AuthLayout, authStyles, FormError } from './AuthLayout';

/** /reset-password: a new password, after the reset OTP. */
const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { session } = useStores();
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = confirmPasswordError(password, confirm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    void session.resetPassword(password);
  };

  return (
    <AuthLayout title={t`Create a new password`}>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`New password`}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={storeText(passwordHint)}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t`Confirm new password`}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          {...(mismatch ? { error: storeText(mismatch) } : {})}
        />
        <FormError message={session.error} />
        <Button
          type="submit"
          fullWidth
          loading={session.submitting}
          disabled={password === '' || password !== confirm}
        >
          {t`Reset password`}
        </Button>
      </form>
      <p className={authStyles.footer}>
        <Link className={authStyles.link} to={LOGIN_PATH}>
          {t`Back to log in`}
        </Link>
      </p>
    </AuthLayout>
  );
});

export default ResetPasswordPage;
