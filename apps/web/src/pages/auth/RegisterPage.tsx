/** Sign up. */
export default function RegisterPage() {
  return <h1>Sign up</h1>;
}
