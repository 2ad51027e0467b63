/**
 * Interim stand-ins for the design-system components the shell needs, until
 * `@flick/design-system` exports them. Each keeps the spec's exact texts.
 */
import { Link } from 'react-router-dom';

export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main>
      <h1>You are Offline</h1>
      <p>Please check your internet connection and try again.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </main>
  );
}

export function PageLoader() {
  return (
    <div role="status" aria-live="polite">
      Loading…
    </div>
  );
}

export function NotFound() {
  return (
    <main>
      <h1>Sorry, this page isn't available.</h1>
      <p>The link you followed may be broken, or the page may have been removed.</p>
      <Link to="/profile">Go back to Flick</Link>
    </main>
  );
}
