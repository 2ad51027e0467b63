import { type SignInProvider, signInProviders } from '@flick/stores';
import { accountHost } from '../hosts';

interface ProvidersBody {
  data?: { providers?: { name: string; label: string }[] };
}

/**
 * The social sign-in providers the server is configured for (GET /oidc/providers), asked
 * with a plain fetch: the landing page does without the stores' chunk
 * (docs/architecture.md#performance). Same rule as `SessionStore.loadProviders`
 * (`signInProviders`): a failure means no social buttons.
 */
export async function fetchSignInProviders(): Promise<SignInProvider[]> {
  const base = accountHost();
  try {
    const response = await fetch(`${base}/oidc/providers`);
    if (!response.ok) return [];
    const body = (await response.json()) as ProvidersBody;
    return signInProviders(base, body.data?.providers ?? []);
  } catch (error) {
    console.error('Loading sign-in providers failed', error);
    return [];
  }
}
