import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { returnPath } from '../../routes/RequireAuth';
import { useStores } from '../../stores/StoresContext';
import { AddressForm } from './AddressForm';
import { AuthLayout, HaveAnAccount } from './AuthLayout';

/**
 * /register: sign-up start — an address to send the one-time code to. The flow ends on the
 * page that sent the visitor here (a shared video's watch page hands over its video), else
 * on the feed.
 */
export default function RegisterPage() {
  const { session } = useStores();
  const { t } = useLingui();
  const returnTo = returnPath(useLocation().state);
  return (
    <AuthLayout title={t`Create your account`}>
      <AddressForm
        submitLabel={t`Next`}
        onSubmit={(address, method) => void session.register(address, method, returnTo)}
      />
      <HaveAnAccount />
    </AuthLayout>
  );
}
