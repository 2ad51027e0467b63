import { once } from 'node:events';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './helpers';

/** The person the test provider signs in, by account id. */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
}

/** A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client. */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, ProviderAccount>;
  /**
   * Plays the browser from the provider's authorization URL to the redirect back to the
   * app: logs in as `accountId` (and consents). Answers the final redirect URL.
   */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  // The port is part of the issuer, so it is chosen first.
  const port = await freePort();

  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'flick-test',
        client_secret: 'flick-test-secret',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'preferred_username'],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key'] },
    // Explicit lifetimes keep the provider from printing a notice for each default.
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await once(server, 'listening');

  return {
    issuer,
    clientId: 'flick-test',
    clientSecret: 'flick-test-secret',
    accounts,
    async signIn(authorizationUrl, accountId) {
      const cookies = new Map<string, string>();
      const remember = (res: Response) => {
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const [name, ...value] = (pair ?? '').split('=');
          if (name) cookies.set(name.trim(), value.join('='));
        }
      };
      const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

      let url = new URL(authorizationUrl);
      let method: 'GET' | 'POST' = 'GET';
      let body: string | undefined;
      for (let hop = 0; hop < 20; hop += 1) {
        if (url.origin !== issuer) return url; // Back at the app.
        const res = await fetch(url, {
          method,
          redirect: 'manual',
          headers: {
            cookie: cookieHeader(),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(body ? { body } : {}),
        });
        remember(res);
        const location = res.headers.get('location');
        if (location) {
          url = new URL(location, url);
          method = 'GET';
          body = undefined;
          continue;
        }
        const html = await res.text();
        if (res.status !== 200 || !url.pathname.startsWith('/interaction/')) {
          throw new Error(
            `provider answered ${res.status} at ${url.pathname}: ${html.slice(0, 300)}`,
          );
        }
        // The development interactions: a login form, then a consent form.
        const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'login';
        method = 'POST';
        body = new URLSearchParams(
          prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt },
        ).toString();
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
