/**
 * The browser's `offline`/`online` events as the stores' `onlineChanges` port: a resumable
 * upload stops its request when the network goes and goes on when it is back (ADR 0097).
 */
export function browserOnlineChanges(listener: (online: boolean) => void): () => void {
  const online = () => listener(true);
  const offline = () => listener(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
