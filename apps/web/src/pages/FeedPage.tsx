/** Home. */
export default function FeedPage() {
  return <h1>Home</h1>;
}
