import { OfflineScreen } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from './chunkTimeout';

/**
 * Shown when a route throws while rendering or its chunk fails to load (for example a
 * deploy replaced the files). Reloading fetches the current build.
 */
export function RouteErrorScreen() {
  const { t } = useLingui();
  return (
    <main style={{ padding: 24, textAlign: 'center' }}>
      <h1>{t`Something went wrong.`}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t`Reload`}
      </button>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  /** The current path: a navigation elsewhere clears the error. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  pathname: string;
}

/** Catches what a route throws and shows {@link RouteErrorScreen} until the path changes. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A chunk that timed out or could not be fetched: the offline screen, whose Retry
    // reloads the page (docs/product.md#offline-screen).
    if (isChunkLoadError(error)) return <OfflineScreen onRetry={() => window.location.reload()} />;
    return <RouteErrorScreen />;
  }
}
