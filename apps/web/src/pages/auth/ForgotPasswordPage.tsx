import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../reels/links';
import { useStores } from '../../stores/StoresContext';
import { AddressForm } from './AddressForm';
import { AuthLayout, authStyles } from './AuthLayout';

/** /forgotPassword: password reset start — the account's address gets a code. */
export default function ForgotPasswordPage() {
  const { session } = useStores();
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Trouble logging in?`}>
      <p className={authStyles.footer}>
        {t`Enter your email or phone number and we'll send you a code to get back into your account.`}
      </p>
      <AddressForm
        submitLabel={t`Send code`}
        onSubmit={(address, method) => void session.forgotPassword(address, method)}
      />
      <p className={authStyles.footer}>
        <Link className={authStyles.link} to={LOGIN_PATH}>
          {t`Back to log in`}
        </Link>
      </p>
    </AuthLayout>
  );
}
