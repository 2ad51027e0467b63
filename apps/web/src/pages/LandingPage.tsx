/** Flick. */
export default function LandingPage() {
  return <h1>Flick</h1>;
}
