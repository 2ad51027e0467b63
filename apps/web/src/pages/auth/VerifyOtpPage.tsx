import { OtpScreen } from './OtpScreen';

/** /verify-otp: the sign-up code. */
export default function VerifyOtpPage() {
  return <OtpScreen flow="signup" />;
}
