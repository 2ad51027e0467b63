/** Password and name. */
export default function PasswordNamePage() {
  return <h1>Password and name</h1>;
}
