import { Button, TextField } from '@flick/design-system';
import type { OtpMethod } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { AuthLayout, authStyles, FormError } from './AuthLayout';
import { addressField, MethodChoice } from './MethodChoice';

/** /forgotPassword: password reset start — the account's address gets a code. */
const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const { session } = useStores();
  const [method, setMethod] = useState<OtpMethod>('email');
  const [address, setAddress] = useState('');
  const field = addressField(method);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.forgotPassword(address.trim(), method);
  };

  return (
    <AuthLayout title="Trouble logging in?">
      <p className={authStyles.footer}>
        Enter your email or phone number and we'll send you a code to get back into your account.
      </p>
      <form className={authStyles.form} onSubmit={submit} noValidate>
        <MethodChoice method={method} onMethodChange={(change) => setMethod(change.method)} />
        <TextField
          key={method}
          {...field}
          name="email_phone"
          required
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <FormError message={session.error} />
        <Button
          type="submit"
          fullWidth
          loading={session.submitting}
          disabled={address.trim() === ''}
        >
          Send code
        </Button>
      </form>
      <p className={authStyles.footer}>
        <Link className={authStyles.link} to="/login">
          Back to log in
        </Link>
      </p>
    </AuthLayout>
  );
});

export default ForgotPasswordPage;
