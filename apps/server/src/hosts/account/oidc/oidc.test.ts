import { fieldRules } from '@flick/api-types/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/helpers';
import { startOidcProvider, type TestOidcProvider } from '../../../../test/oidcProvider';

const A = '/api/account';
const REDIRECT_URI = 'http://localhost:3000/api/account/oidc/local/callback';
const RETURN_TO_MESSAGE = fieldRules.ReturnTo.messages.pattern;

describe('social sign-in with OpenID Connect (against a real local provider)', () => {
  let t: TestApp;
  let idp: TestOidcProvider;

  beforeAll(async () => {
    idp = await startOidcProvider(REDIRECT_URI);
    t = await buildTestApp({
      env: {
        PUBLIC_URL: 'http://localhost:3000',
        OIDC_LOCAL_ISSUER: idp.issuer,
        OIDC_LOCAL_CLIENT_ID: idp.clientId,
        OIDC_LOCAL_CLIENT_SECRET: idp.clientSecret,
        OIDC_LOCAL_LABEL: 'Local ID',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** Start → provider (as `accountId`) → callback → /login?oidc=… → exchange. */
  async function signInWith(
    accountId: string,
    returnTo?: string,
    headers: Record<string, string> = {},
  ) {
    const start = await t.inject({
      method: 'GET',
      url: `${A}/oidc/local/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
    });
    expect(start.statusCode).toBe(302);
    const authorization = new URL(String(start.headers.location));
    expect(authorization.origin).toBe(idp.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();

    const back = await idp.signIn(authorization.href, accountId);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    const callback = await t.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers,
    });
    expect(callback.statusCode).toBe(302);
    const landing = new URL(String(callback.headers.location), 'http://localhost:3000');
    expect(landing.pathname).toBe('/login');
    const code = landing.searchParams.get('oidc');
    expect(code, String(callback.headers.location)).toBeTruthy();

    const exchange = await t.inject({
      method: 'POST',
      url: `${A}/oidc/exchange`,
      payload: { code },
    });
    expect(exchange.statusCode).toBe(200);
    return {
      session: exchange.json().data as { token: string; user_id: string },
      landing,
      code: code ?? '',
    };
  }

  it('lists the configured providers', async () => {
    const res = await t.inject({ method: 'GET', url: `${A}/oidc/providers` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { providers: [{ name: 'local', label: 'Local ID' }] } });
  });

  it('creates the account on first sign-in and signs the same person into it again', async () => {
    idp.accounts.set('sub-ola', {
      email: 'ola@example.com',
      email_verified: true,
      given_name: 'Ola',
      family_name: 'Nordmann',
      preferred_username: 'ola.n',
    });
    const first = await signInWith('sub-ola', '/reels', { 'accept-language': 'ar,en;q=0.5' });
    expect(first.landing.searchParams.get('returnTo')).toBe('/reels');
    const me = await t.inject({ method: 'GET', url: `${A}/me`, token: first.session.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      userName: 'ola.n',
      firstName: 'Ola',
      lastName: 'Nordmann',
      email: 'ola@example.com',
      // A new account starts in its browser's language.
      language: 'ar',
    });

    const second = await signInWith('sub-ola', undefined, { 'accept-language': 'es' });
    expect(second.session.user_id).toBe(first.session.user_id);
    const again = await t.inject({ method: 'GET', url: `${A}/me`, token: second.session.token });
    expect(again.json().data.language).toBe('ar');
    expect(second.session.token).not.toBe(first.session.token);

    // The one-time code works once.
    const reused = await t.inject({
      method: 'POST',
      url: `${A}/oidc/exchange`,
      payload: { code: second.code },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      code: 'oidc_code_expired',
      message: 'This sign-in link has expired. Please sign in again.',
    });
  });

  it('never links by email: a provider account with an existing email gets its own account', async () => {
    const existing = await createUser(t, { email: 'shared@example.com' });
    idp.accounts.set('sub-other', {
      email: 'shared@example.com',
      email_verified: true,
      given_name: 'Sam',
    });
    const { session } = await signInWith('sub-other');
    expect(session.user_id).not.toBe(existing.id);
    const me = await t.inject({ method: 'GET', url: `${A}/me`, token: session.token });
    expect(me.json().data.email).toBeNull();
  });

  it('refuses a callback with an unknown state by sending the browser back to /login with an error', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `${A}/oidc/local/callback?code=abc&state=forged`,
    });
    expect(res.statusCode).toBe(302);
    const landing = new URL(String(res.headers.location), 'http://localhost:3000');
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('oidcError')).toMatch(/expired/);
    expect(landing.searchParams.get('oidc')).toBeNull();
  });

  it('answers 400 for a callback without code or state, and for a bad exchange body', async () => {
    const res = await t.inject({ method: 'GET', url: `${A}/oidc/local/callback` });
    expect(res.statusCode).toBe(400);
    const empty = await t.inject({
      method: 'POST',
      url: `${A}/oidc/exchange`,
      payload: { code: '' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 400 for a returnTo that is not a plain path of the app, and a malformed provider name', async () => {
    // Each of these leaves the site in a browser (`/\\host` and `/<tab>/host` read as `//host`).
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
      '/reels\\..\\\\evil.example',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/reels with space',
    ]) {
      const away = await t.inject({
        method: 'GET',
        url: `${A}/oidc/local/start?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(away.statusCode, returnTo).toBe(400);
      expect(away.json()).toEqual({ code: 'return_to_invalid', message: RETURN_TO_MESSAGE });
    }
    const plain = await t.inject({
      method: 'GET',
      url: `${A}/oidc/local/start?returnTo=${encodeURIComponent('/video/abc?x=1#top')}`,
    });
    expect(plain.statusCode).toBe(302);
    const shouting = await t.inject({ method: 'GET', url: `${A}/oidc/LOUD/start` });
    expect(shouting.statusCode).toBe(400);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const start = await t.inject({ method: 'GET', url: `${A}/oidc/nope/start` });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({
      code: 'oidc_provider_unknown',
      message: 'Unknown sign-in provider.',
    });
    const callback = await t.inject({
      method: 'GET',
      url: `${A}/oidc/nope/callback?code=a&state=b`,
    });
    expect(callback.statusCode).toBe(404);
  });

  it('keeps the provider’s code and state out of the log', async () => {
    const { code } = await signInWith('sub-ola');
    const log = t.logs.join('\n');
    expect(log).toContain('/oidc/local/callback?');
    expect(log).not.toContain(code);
    expect(log).toMatch(/callback\?code=%5Bredacted%5D&state=%5Bredacted%5D/);
  });
});
