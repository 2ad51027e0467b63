/** Explore. */
export default function ExplorePage() {
  return <h1>Explore</h1>;
}
