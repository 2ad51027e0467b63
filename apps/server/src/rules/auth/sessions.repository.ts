import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { announceRevocation, type Revocation, revokes } from './revocations';
import { hashSecret, newSecret } from './tokens';

/** A session ends after this long without use. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in, used or not. */
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000;

/** How long a validated session is trusted from memory before the database is asked again. */
export const SESSION_CACHE_MS = 30 * 1000;
/** At most this many validated sessions are kept in memory (oldest dropped first). */
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  sessionId: string;
  userId: string;
  /** Date.now() after which the entry must be checked against the database again. */
  until: number;
}

/**
 * Validated sessions of this process, by token hash. Revocations in this process remove
 * entries at once; those of another process sharing the database arrive by `pg_notify` on
 * the relay (`forgetRevoked`), and SESSION_CACHE_MS bounds what a lost notification costs.
 */
const sessionCache = new Map<string, CachedSession>();

/** Forgets cached sessions matching a predicate (revocation in this process). */
function forgetSessions(match: (entry: CachedSession) => boolean): void {
  for (const [hash, entry] of sessionCache) if (match(entry)) sessionCache.delete(hash);
}

/** Forgets every cached session of a user (call again after a revoking transaction commits). */
export function forgetUserSessions(userId: string, keepSessionId?: string): void {
  forgetSessions((e) => e.userId === userId && e.sessionId !== keepSessionId);
}

/**
 * Forgets the cached sessions a revocation made in another process covers (heard on the
 * PostgreSQL relay), so this process refuses them within moments instead of after
 * SESSION_CACHE_MS (docs/product.md#sessions).
 */
export function forgetRevoked(event: Revocation): void {
  forgetSessions((e) => revokes(event, e));
}

/** Forgets every cached session (tests that change session rows behind the server's back). */
export function clearSessionCache(): void {
  sessionCache.clear();
}

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
  const tokenHash = hashSecret(token);
  const now = Date.now();
  const cached = sessionCache.get(tokenHash);
  if (cached) {
    if (cached.until > now) return { sessionId: cached.sessionId, userId: cached.userId };
    sessionCache.delete(tokenHash);
  }
  const row = await prepared(
    db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'last_used_at', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where(
        'last_used_at',
        '>',
        sql<Date>`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`,
      ),
  ).executeTakeFirst();
  if (!row) return undefined;
  if (now - row.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
  }
  // Trusted from memory until the cache interval ends, or the session's own end if sooner
  // (a session touched now cannot go idle within the interval).
  const until = Math.min(now + SESSION_CACHE_MS, row.expires_at.getTime());
  if (until > now) {
    if (sessionCache.size >= SESSION_CACHE_MAX) {
      const oldest = sessionCache.keys().next().value;
      if (oldest !== undefined) sessionCache.delete(oldest);
    }
    sessionCache.set(tokenHash, { sessionId: row.id, userId: row.user_id, until });
  }
  return { sessionId: row.id, userId: row.user_id };
}

/** Ends one session (logout). */
export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  forgetSessions((e) => e.sessionId === sessionId);
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  forgetSessions((e) => e.sessionId === sessionId);
  await announceRevocation(db, { sessionId });
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
  forgetUserSessions(userId, keepSessionId);
  await query.execute();
  forgetUserSessions(userId, keepSessionId);
  await announceRevocation(db, { userId, keepSessionId });
}
