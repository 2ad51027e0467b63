import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { AddressForm } from './AddressForm';
import { AuthLayout, authStyles } from './AuthLayout';

/** /register: sign-up start — an address to send the one-time code to. */
export default function RegisterPage() {
  const { session } = useStores();
  return (
    <AuthLayout title="Create your account">
      <AddressForm
        submitLabel="Next"
        onSubmit={(address, method) => void session.register(address, method)}
      />
      <p className={authStyles.footer}>
        Have an account?{' '}
        <Link className={authStyles.link} to="/login">
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
}
