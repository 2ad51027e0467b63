import { Component, type ReactNode } from 'react';

/**
 * Shown when a route throws while rendering or its chunk fails to load (for example a
 * deploy replaced the files). Reloading fetches the current build.
 */
export function RouteErrorScreen() {
  return (
    <main style={{ padding: 24, textAlign: 'center' }}>
      <h1>Something went wrong.</h1>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
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
    return this.state.error ? <RouteErrorScreen /> : this.props.children;
  }
}
