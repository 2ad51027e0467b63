/** A configured social sign-in provider and the address its button leads to. */
export interface SignInProvider {
  /** The provider's name, e.g. `google`. */
  name: string;
  /** Its label for a button, e.g. `Google`. */
  label: string;
  /** Where the browser goes to start signing in (GET /oidc/{provider}/start). */
  href: string;
}

/**
 * The buttons for the providers `GET /oidc/providers` lists: each leads to the account
 * host's `/oidc/{provider}/start`. Free of MobX, so a page can use it without the stores
 * (the web app's landing page does, to keep its first load small).
 */
export function signInProviders(
  accountHost: string,
  providers: ReadonlyArray<{ name: string; label: string }>,
): SignInProvider[] {
  return providers.map(({ name, label }) => ({
    name,
    label,
    href: `${accountHost}/oidc/${encodeURIComponent(name)}/start`,
  }));
}
