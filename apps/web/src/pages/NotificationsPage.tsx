/** Notifications. */
export default function NotificationsPage() {
  return <h1>Notifications</h1>;
}
