import { useStores } from '../../stores/StoresContext';
import { AddressForm } from './AddressForm';
import { AuthLayout, HaveAnAccount } from './AuthLayout';

/** /register: sign-up start — an address to send the one-time code to. */
export default function RegisterPage() {
  const { session } = useStores();
  return (
    <AuthLayout title="Create your account">
      <AddressForm
        submitLabel="Next"
        onSubmit={(address, method) => void session.register(address, method)}
      />
      <HaveAnAccount />
    </AuthLayout>
  );
}
