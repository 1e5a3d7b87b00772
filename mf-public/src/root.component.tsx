// Placeholder until the app owner replaces it.
export default function Root() {
  return <p>mf-public</p>;
}
