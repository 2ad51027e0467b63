import type { FastifyInstance } from 'fastify';
import { preferredLanguage } from '../../../platform/i18n/language';
import { OidcService, OidcSignInError } from '../../../rules/auth/oidc.service';
import { limitPerIp } from '../../../rules/auth/rateLimiter';
import { route } from '../route';

/** Social sign-in: providers, start, callback and the code exchange. */
export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const service = new OidcService(app.db, app.config);
  const oidcLimit = limitPerIp(app.rateLimits.perIp, 'oidc');

  route(app, 'listOidcProviders', async () => ({ data: { providers: service.list() } }));

  route(
    app,
    'startOidc',
    async (request, reply) => {
      const url = await service.start(request.params.provider, request.query.returnTo);
      return reply.redirect(url, 302);
    },
    { preHandler: oidcLimit },
  );

  route(
    app,
    'oidcCallback',
    async (request, reply) => {
      try {
        const { loginCode, returnTo } = await service.finish(
          request.params.provider,
          request.query,
          preferredLanguage(request.headers['accept-language']),
        );
        const params = new URLSearchParams({ oidc: loginCode });
        if (returnTo) params.set('returnTo', returnTo);
        return reply.redirect(`/login?${params.toString()}`, 302);
      } catch (err) {
        if (!(err instanceof OidcSignInError)) throw err;
        return reply.redirect(
          `/login?${new URLSearchParams({ oidcError: err.message }).toString()}`,
          302,
        );
      }
    },
    { preHandler: oidcLimit },
  );

  route(
    app,
    'exchangeOidcCode',
    async (request) => ({ message: 'Signed in.', data: await service.exchange(request.body.code) }),
    { preHandler: oidcLimit },
  );
}
