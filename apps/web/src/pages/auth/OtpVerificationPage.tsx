import { OtpScreen } from './OtpScreen';

/** /otp-verification: the password-reset code. */
export default function OtpVerificationPage() {
  return <OtpScreen flow="reset" />;
}
