import { Button, TextField } from '@flick/design-system';
import type { OtpMethod } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { AuthLayout, authStyles, FormError } from './AuthLayout';
import { addressField, MethodChoice } from './MethodChoice';

/** /register: sign-up start — an address to send the one-time code to. */
const RegisterPage = observer(function RegisterPage() {
  const { session } = useStores();
  const [method, setMethod] = useState<OtpMethod>('email');
  const [address, setAddress] = useState('');
  const field = addressField(method);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.register(address.trim(), method);
  };

  return (
    <AuthLayout title="Create your account">
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
          Next
        </Button>
      </form>
      <p className={authStyles.footer}>
        Have an account?{' '}
        <Link className={authStyles.link} to="/login">
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
});

export default RegisterPage;
