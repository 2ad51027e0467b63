import { Button, TextField } from '@flick/design-system';
import { passwordHint } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { storeText } from '../../i18n/storeTexts';
import { useStores } from '../../stores/StoresContext';
import { AuthLayout, authStyles, FormError, HaveAnAccount } from './AuthLayout';

/** /password-name: sign-up step after the OTP — a password and a name. */
const PasswordNamePage = observer(function PasswordNamePage() {
  const { session } = useStores();
  const { t } = useLingui();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const complete = firstName.trim() !== '' && lastName.trim() !== '' && password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.setPasswordName(password, firstName.trim(), lastName.trim());
  };

  return (
    <AuthLayout title={t`Your name and password`}>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`First name`}
          name="firstName"
          autoComplete="given-name"
          required
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label={t`Last name`}
          name="lastName"
          autoComplete="family-name"
          required
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={storeText(passwordHint)}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormError message={session.error} />
        <Button type="submit" fullWidth loading={session.submitting} disabled={!complete}>
          {t`Next`}
        </Button>
      </form>
      <HaveAnAccount />
    </AuthLayout>
  );
});

export default PasswordNamePage;
