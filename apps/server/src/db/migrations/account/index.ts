import type { Migration } from 'kysely';
import * as createUsersAndSessions from './2026_11_22_0001_create_users_and_sessions';

/** Account-area migrations, by name (date-prefixed, `2026_11_22_0001_…`; run in name order). */
export const accountMigrations: Record<string, Migration> = {
  '2026_11_22_0001_create_users_and_sessions': createUsersAndSessions,
};
