// WIP (issue 30): replaced by the page itself before this branch lands.
export default function Placeholder() {
  return null;
}
