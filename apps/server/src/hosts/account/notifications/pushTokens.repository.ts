import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';

/** Stores a device's push token for `userId`; a browser's token moves to whoever signed in on it last. */
export async function savePushToken(
  db: Kysely<Database>,
  userId: string,
  token: string,
  platform: NonNullable<Insertable<Database['push_tokens']>['platform']>,
): Promise<void> {
  await db
    .insertInto('push_tokens')
    .values({ token, user_id: userId, platform })
    .onConflict((oc) => oc.column('token').doUpdateSet({ user_id: userId, updated_at: sql`now()` }))
    .execute();
}
