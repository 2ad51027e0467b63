/** Forgot password. */
export default function ForgotPasswordPage() {
  return <h1>Forgot password</h1>;
}
