import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { hashSecret, newSecret } from './tokens';

/** A session ends after this long without use. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in, used or not. */
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000;

/** A signed-in session: the token goes to the caller once, only its hash is stored. */
export interface NewSession {
  token: string;
  sessionId: string;
}

/** Starts a new session for a user (every sign-in gets its own token). */
export async function createSession(db: Kysely<Database>, userId: string): Promise<NewSession> {
  const token = newSecret();
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: hashSecret(token),
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}

/** The live session a token belongs to, or undefined when unknown, revoked or expired. */
export async function findLiveSession(
  db: Kysely<Database>,
  token: string,
): Promise<{ sessionId: string; userId: string } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_used_at'])
    .where('token_hash', '=', hashSecret(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_used_at', '>', sql<Date>`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Date.now() - row.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
  }
  return { sessionId: row.id, userId: row.user_id };
}

/** Ends one session (logout). */
export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user, optionally keeping one (the caller's, on password change). */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
