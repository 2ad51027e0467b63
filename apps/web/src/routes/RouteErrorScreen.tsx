import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Shown when a route throws while rendering or its chunk fails to load (for example a
 * deploy replaced the files). Reloading fetches the current build.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main style={{ padding: 24, textAlign: 'center' }}>
      <h1>Something went wrong.</h1>
      {detail ? <p>{detail}</p> : null}
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
