import { Button, TextField } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useStores } from '../../stores/StoresContext';
import { AuthLayout, authStyles, FormError, HaveAnAccount } from './AuthLayout';

/** /dob-username: the last sign-up step — birthday and username; signs in to the feed. */
const DobUsernamePage = observer(function DobUsernamePage() {
  const { session } = useStores();
  const { t } = useLingui();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [userName, setUserName] = useState('');
  const today = new Date().toISOString().slice(0, 10);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.setDobUsername(dateOfBirth, userName.trim());
  };

  return (
    <AuthLayout title={t`Birthday and username`}>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`Date of birth`}
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          max={today}
          required
          value={dateOfBirth}
          onChange={(event) => setDateOfBirth(event.target.value)}
        />
        <TextField
          label={t`Username`}
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={userName}
          onChange={(event) => setUserName(event.target.value)}
        />
        <FormError message={session.error} />
        <Button
          type="submit"
          fullWidth
          loading={session.submitting}
          disabled={dateOfBirth === '' || userName.trim() === ''}
        >
          {t`Sign up`}
        </Button>
      </form>
      <HaveAnAccount />
    </AuthLayout>
  );
});

export default DobUsernamePage;
