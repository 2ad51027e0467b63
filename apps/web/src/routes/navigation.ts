/**
 * Navigation from outside React (the stores' navigate port), kept apart from the route table
 * so the stores' chunk does not import the routes (which import the layouts that load the
 * stores). The router registers its navigate function here once mounted.
 */

let navigateInApp: ((path: string) => void) | undefined;
let pendingPath: string | undefined;

/** The stores' navigate port: goes to `path` through the mounted router. */
export function navigateTo(path: string): void {
  if (navigateInApp) navigateInApp(path);
  else pendingPath = path; // before the first render: applied once the router is mounted
}

/**
 * Called by the router when it mounts with its navigate function: a path asked for before
 * that is visited now.
 */
export function registerNavigator(navigate: (path: string) => void): void {
  navigateInApp = navigate;
  if (pendingPath !== undefined) {
    const path = pendingPath;
    pendingPath = undefined;
    navigate(path);
  }
}
