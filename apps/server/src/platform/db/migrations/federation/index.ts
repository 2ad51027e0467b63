import type { Migration } from 'kysely';
import * as federation from './2026_12_03_0100_federation';
import * as usersFederation from './2026_12_03_0110_users_federation';
import * as federationOutbox from './2026_12_03_0300_federation_outbox';
import * as federationInbound from './2026_12_03_0500_federation_inbound';
import * as remoteReactions from './2026_12_05_0100_remote_reactions';
import * as federationDroppedDeliveries from './2026_12_05_0300_federation_dropped_deliveries';
import * as federationModeration from './2026_12_05_0700_federation_moderation';
import * as remoteReports from './2026_12_06_0100_remote_reports';
import * as remoteLikeNotifications from './2026_12_06_0300_remote_like_notifications';

/** Federation-area migrations, by name (date-prefixed; run in name order). */
export const federationMigrations: Record<string, Migration> = {
  '2026_12_03_0100_federation': federation,
  '2026_12_03_0110_users_federation': usersFederation,
  '2026_12_03_0300_federation_outbox': federationOutbox,
  '2026_12_03_0500_federation_inbound': federationInbound,
  '2026_12_05_0100_remote_reactions': remoteReactions,
  '2026_12_05_0300_federation_dropped_deliveries': federationDroppedDeliveries,
  '2026_12_05_0700_federation_moderation': federationModeration,
  '2026_12_06_0100_remote_reports': remoteReports,
  '2026_12_06_0300_remote_like_notifications': remoteLikeNotifications,
};
