/** Reset password. */
export default function ResetPasswordPage() {
  return <h1>Reset password</h1>;
}
