/** Enter the code. */
export default function VerifyOtpPage() {
  return <h1>Enter the code</h1>;
}
