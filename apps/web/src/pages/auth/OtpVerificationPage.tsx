/** Enter the code. */
export default function OtpVerificationPage() {
  return <h1>Enter the code</h1>;
}
