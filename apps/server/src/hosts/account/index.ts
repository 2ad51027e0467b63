import type { FastifyPluginAsync } from 'fastify';
import { decorateEvents } from '../../platform/core/events';
import { decorateRateLimits } from '../../rules/auth/rateLimits.plugin';
import { authRoutes } from './auth/auth.routes';
import { followRoutes } from './follows/follows.routes';
import { filterRoutes } from './moderation/filters.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { oidcRoutes } from './oidc/oidc.routes';
import { profileRoutes } from './profile/profile.routes';

/** The account host, mounted at /api/account: sign-up and sign-in, follows, profiles, notifications. */
export const accountHost: FastifyPluginAsync = async (app) => {
  // No-op when app.ts registered eventsPlugin at the root.
  decorateEvents(app);
  // No-op when app.ts registered rateLimitsPlugin at the root.
  decorateRateLimits(app);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(followRoutes);
  await app.register(profileRoutes);
  await app.register(notificationRoutes);
  await app.register(moderationRoutes);
  await app.register(filterRoutes);
};
