export default function UserPage() {
  return <div id="user-page">user page from remote-system</div>;
}
