/** Birthday and username. */
export default function DobUsernamePage() {
  return <h1>Birthday and username</h1>;
}
