import { OtpInput } from '@flick/design-system';
import { OTP_LENGTH, type OtpFlow } from '@flick/stores';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { storeText } from '../../i18n/storeTexts';
import { LOGIN_PATH, renderRouterLink } from '../../reels/links';
import { useStores } from '../../stores/StoresContext';
import { AuthLayout } from './AuthLayout';

/**
 * The six-digit OTP step of sign-up (/verify-otp) and password reset (/otp-verification):
 * Next stays disabled until six digits, Resend OTP, a Log in link and the sent-to hint.
 */
export const OtpScreen = observer(function OtpScreen({ flow }: { flow: OtpFlow }) {
  const { session } = useStores();
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Enter confirmation code`}>
      <OtpInput
        length={OTP_LENGTH}
        method={session.otpMethod ?? 'email'}
        destination={session.emailPhone ?? ''}
        value={session.otp}
        onValueChange={({ value }) => session.setOtp(value)}
        onSubmit={() => void session.verifyOtp(flow)}
        // Enter below six digits: the store says why in the reset flow (docs/product.md#otp-screens).
        onIncompleteSubmit={() => void session.verifyOtp(flow)}
        onResend={() => void session.resendOtp(flow)}
        pending={session.submitting}
        resendPending={session.resending}
        {...(session.otpError ? { error: storeText(session.otpError) } : {})}
        loginHref={LOGIN_PATH}
        renderLink={renderRouterLink}
      />
    </AuthLayout>
  );
});
