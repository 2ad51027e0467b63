/** Video. */
export default function ViewerPage() {
  return <h1>Video</h1>;
}
