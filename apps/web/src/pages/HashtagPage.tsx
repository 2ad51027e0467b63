/** Hashtag. */
export default function HashtagPage() {
  return <h1>Hashtag</h1>;
}
