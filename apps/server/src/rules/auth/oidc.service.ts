import type { Language } from '@flick/api-types/rules';
import { type Kysely, sql } from 'kysely';
import * as oidc from 'openid-client';
import type { Config, OidcProviderConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { badRequest, isUniqueViolation, notFound } from '../../platform/http/errors';
import { grantAdminOnSignup } from '../moderation/moderation.service';
import { createSession } from './sessions.repository';
import { hashSecret, newSecret } from './tokens';

/** A started sign-in must come back within this time. */
const FLOW_VALID_SECONDS = 10 * 60;
/** The one-time code in `/login?oidc=…` is traded for a session within this time. */
const LOGIN_CODE_VALID_SECONDS = 2 * 60;

/** An error to show the user on /login (`?oidcError=`), not a failure of the server. */
export class OidcSignInError extends Error {}

/**
 * Social sign-in with OpenID Connect (authorization code + PKCE, state and nonce) for the
 * providers in the configuration. Accounts are linked by (issuer, subject) only.
 */
export class OidcService {
  readonly #providers = new Map<string, OidcProviderConfig>();
  readonly #discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Config,
  ) {
    for (const provider of config.oidcProviders) this.#providers.set(provider.name, provider);
  }

  /** Configured providers, for the sign-in buttons. */
  list(): { name: string; label: string }[] {
    return [...this.#providers.values()].map((p) => ({ name: p.name, label: p.label }));
  }

  #provider(name: string): OidcProviderConfig {
    const provider = this.#providers.get(name);
    if (!provider) throw notFound('Unknown sign-in provider.');
    return provider;
  }

  redirectUri(name: string): string {
    return `${this.config.publicUrl}/api/account/oidc/${name}/callback`;
  }

  /** The provider's metadata, discovered once (again after a failure). */
  #configuration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let found = this.#discovered.get(provider.name);
    if (!found) {
      found = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        // Plain http only for local issuers (tests, development); production requires https.
        provider.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      found.catch(() => this.#discovered.delete(provider.name));
      this.#discovered.set(provider.name, found);
    }
    return found;
  }

  /** Records a new flow and answers the provider's authorization URL. */
  async start(name: string, returnTo: string | undefined): Promise<string> {
    const provider = this.#provider(name);
    const configuration = await this.#configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.db
      .insertInto('oidc_flows')
      .values({
        state_hash: hashSecret(state),
        provider: provider.name,
        code_verifier: codeVerifier,
        nonce,
        // Only app paths: `//host` would leave the site.
        return_to: returnTo && /^\/(?!\/)/.test(returnTo) ? returnTo : null,
        expires_at: sql`now() + make_interval(secs => ${FLOW_VALID_SECONDS})`,
      })
      .execute();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider.name),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return url.href;
  }

  /**
   * Finishes a flow from the provider's redirect: checks state, PKCE and nonce, finds or
   * creates the account and answers a one-time code for `/login?oidc=`.
   */
  async finish(
    name: string,
    query: { code?: string; state?: string; error?: string },
    /** A new account's language: the callback request's best `Accept-Language` match. */
    language: Language | null = null,
  ): Promise<{ loginCode: string; returnTo: string | null }> {
    const provider = this.#provider(name);
    if (query.error) throw new OidcSignInError('Sign-in was cancelled or refused by the provider.');
    if (!query.state || !query.code)
      throw badRequest('The sign-in answer lacks its code or state.');
    const flow = await this.db
      .deleteFrom('oidc_flows')
      .where('state_hash', '=', hashSecret(query.state))
      .where('provider', '=', provider.name)
      .returningAll()
      .executeTakeFirst();
    if (!flow || flow.expires_at.getTime() < Date.now()) {
      throw new OidcSignInError('This sign-in attempt has expired. Please try again.');
    }

    const configuration = await this.#configuration(provider);
    const currentUrl = new URL(this.redirectUri(provider.name));
    currentUrl.searchParams.set('code', query.code);
    currentUrl.searchParams.set('state', query.state);
    const issuerParam = (query as { iss?: string }).iss;
    if (issuerParam) currentUrl.searchParams.set('iss', issuerParam);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: query.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      throw new OidcSignInError('Sign-in with the provider failed. Please try again.');
    }
    if (!claims?.sub) throw new OidcSignInError('The provider did not say who you are.');

    const userId = await this.#findOrCreateUser(
      configuration.serverMetadata().issuer,
      claims,
      language,
    );
    const loginCode = newSecret();
    await this.db
      .insertInto('oidc_login_codes')
      .values({
        code_hash: hashSecret(loginCode),
        user_id: userId,
        expires_at: sql`now() + make_interval(secs => ${LOGIN_CODE_VALID_SECONDS})`,
      })
      .execute();
    return { loginCode, returnTo: flow.return_to };
  }

  /** Trades a one-time code for a new session (once). */
  async exchange(code: string): Promise<{ token: string; user_id: string }> {
    const row = await this.db
      .updateTable('oidc_login_codes')
      .set({ used_at: sql`now()` })
      .where('code_hash', '=', hashSecret(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    if (!row) throw badRequest('This sign-in link has expired. Please sign in again.');
    const session = await createSession(this.db, row.user_id);
    return { token: session.token, user_id: row.user_id };
  }

  async #findOrCreateUser(
    issuer: string,
    claims: oidc.IDToken,
    language: Language | null,
  ): Promise<string> {
    const linked = await this.db
      .selectFrom('oidc_identities')
      .select('user_id')
      .where('issuer', '=', issuer)
      .where('subject', '=', claims.sub)
      .executeTakeFirst();
    if (linked) return linked.user_id;

    const text = (key: string) => {
      const value = (claims as Record<string, unknown>)[key];
      return typeof value === 'string' && value.trim() ? value.trim() : undefined;
    };
    const email = text('email')?.toLowerCase();
    const name = text('name');
    const firstName = (text('given_name') ?? name?.split(/\s+/)[0] ?? 'Flick').slice(0, 50);
    const lastName =
      (text('family_name') ?? name?.split(/\s+/).slice(1).join(' ') ?? '').slice(0, 50) || 'User';
    const base = userNameBase(text('preferred_username') ?? email?.split('@')[0] ?? name ?? 'user');

    for (let attempt = 0; attempt < 8; attempt += 1) {
      const userName =
        attempt === 0 ? base : `${base.slice(0, 24)}_${Math.floor(Math.random() * 1e5)}`;
      try {
        return await this.db.transaction().execute(async (trx) => {
          // The email is kept only when the provider vouches for it and nobody has it:
          // accounts are never joined by email.
          const emailFree =
            email && claims.email_verified === true
              ? !(await trx
                  .selectFrom('users')
                  .select('id')
                  .where('email', '=', email)
                  .executeTakeFirst())
              : false;
          const user = await trx
            .insertInto('users')
            .values({
              user_name: userName,
              email: emailFree ? (email ?? null) : null,
              phone: null,
              password_hash: null,
              first_name: firstName,
              last_name: lastName,
              gender: null,
              date_of_birth: null,
              profile_picture: null,
              language,
            })
            .returning(['id', 'email'])
            .executeTakeFirstOrThrow();
          await grantAdminOnSignup(trx, user, this.config.adminEmails);
          await trx
            .insertInto('oidc_identities')
            .values({ issuer, subject: claims.sub, user_id: user.id })
            .execute();
          return user.id;
        });
      } catch (err) {
        if (
          isUniqueViolation(err, 'users_user_name_key') ||
          isUniqueViolation(err, 'users_email_key')
        )
          continue;
        if (isUniqueViolation(err, 'oidc_identities_pkey')) {
          // The same person finished two sign-ins at once; the other one made the account.
          const again = await this.db
            .selectFrom('oidc_identities')
            .select('user_id')
            .where('issuer', '=', issuer)
            .where('subject', '=', claims.sub)
            .executeTakeFirstOrThrow();
          return again.user_id;
        }
        throw err;
      }
    }
    throw new OidcSignInError('Could not create your account. Please try again.');
  }
}

/** A valid user name (3–30 of letters, digits, dots, underscores) from a hint. */
function userNameBase(hint: string): string {
  const cleaned = hint
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._]/g, '')
    .slice(0, 30);
  return cleaned.length >= 3
    ? cleaned
    : `user_${cleaned}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
}
