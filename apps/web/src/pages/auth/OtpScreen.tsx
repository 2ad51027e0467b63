import { Button, TextField } from '@flick/design-system';
import type { OtpFlow } from '@flick/stores';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { AuthLayout, authStyles } from './AuthLayout';

/**
 * The six-digit OTP step of sign-up (/verify-otp) and password reset (/otp-verification):
 * Next stays disabled until six digits, Resend OTP, a Log in link and the sent-to hint.
 */
export const OtpScreen = observer(function OtpScreen({ flow }: { flow: OtpFlow }) {
  const { session } = useStores();
  const where = session.otpMethod === 'phone' ? 'phone number' : 'email address';
  const hint = `We sent a 6-digit code to your ${where}${session.emailPhone ? ` ${session.emailPhone}` : ''}.`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.verifyOtp(flow);
  };

  return (
    <AuthLayout title="Enter confirmation code">
      <form className={authStyles.form} onSubmit={submit} noValidate>
        <TextField
          label="6-digit code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          hint={hint}
          value={session.otp}
          onChange={(event) => session.setOtp(event.target.value)}
        />
        {session.otpError ? (
          <p className={authStyles.error} role="alert">
            {session.otpError}
          </p>
        ) : null}
        <Button
          type="submit"
          fullWidth
          loading={session.submitting}
          // Spec §5: Next is disabled until six digits in sign-up; the reset flow explains.
          disabled={flow === 'signup' && !session.canSubmitOtp}
        >
          Next
        </Button>
      </form>
      <p className={authStyles.footer}>
        <button
          type="button"
          className={authStyles.linkButton}
          disabled={session.resending}
          onClick={() => void session.resendOtp(flow)}
        >
          Resend OTP
        </button>
      </p>
      <p className={authStyles.footer}>
        <Link className={authStyles.link} to="/login">
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
});
