import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { VideoMention } from '../../platform/db/tables/content';
import type { PushOutbox } from '../../platform/jobs/pushOutbox';
import { createNotification } from '../notifications/notifications.service';

/**
 * A mention in a caption: '@' where no word, '.' or '@' goes on before it (so an address
 * `anna@example.com` mentions nobody), then a run of Unicode letters, digits, '_' and '.',
 * read whole so `@josé` is never `@jos` (docs/product.md#caption-hashtags-and-mentions).
 */
const CAPTION_MENTION = /(?<![\p{L}\p{N}_.@])@([\p{L}\p{N}_.]+)/gu;
/** A user name as accounts have them (the contract's UserName pattern). */
const USER_NAME = /^[A-Za-z0-9._]{3,30}$/;
/** At most this many people are mentioned (and told) per caption; later names stay text. */
export const MAX_MENTIONS = 20;

/**
 * The user names a caption mentions, lower-cased, in first-seen order, at most
 * `MAX_MENTIONS`. A sentence's full stop after a name is not part of it (`thanks @anna.`).
 */
export function mentionNames(caption: string): string[] {
  const out = new Set<string>();
  for (const match of caption.matchAll(CAPTION_MENTION)) {
    const name = (match[1] ?? '').replace(/\.+$/, '').toLowerCase();
    if (USER_NAME.test(name)) out.add(name);
    if (out.size >= MAX_MENTIONS) break;
  }
  return [...out];
}

/** The accounts a caption mentions (names no account has are left out), in caption order. */
export async function resolveMentions(
  db: Kysely<Database>,
  caption: string,
): Promise<VideoMention[]> {
  const names = mentionNames(caption);
  if (names.length === 0) return [];
  // user_name is citext: the lookup ignores case, as the names' uniqueness does.
  const rows = await db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('user_name', 'in', names)
    .execute();
  const byName = new Map(rows.map((row) => [String(row.user_name).toLowerCase(), row.id]));
  return names.flatMap((userName) => {
    const userId = byName.get(userName);
    return userId ? [{ userId, userName }] : [];
  });
}

/**
 * Tells each person a video's caption mentions (row, live stream and push), except the
 * author, anyone who blocked the author (`createNotification`) or muted them. Each person is
 * told once per video (`TOLD_ONCE`), so calling this again after an edit tells only the newly
 * mentioned. A failure is logged, never undoes the post or the edit.
 */
export async function notifyMentions(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  video: { id: string; userId: string; mentions: readonly VideoMention[] },
  push?: PushOutbox | null,
): Promise<void> {
  const ids = video.mentions.map((m) => m.userId).filter((id) => id !== video.userId);
  if (ids.length === 0) return;
  try {
    const muting = await db
      .selectFrom('mutes')
      .select('muter_id')
      .where('muted_id', '=', video.userId)
      .where('muter_id', 'in', ids)
      .execute();
    const muted = new Set(muting.map((row) => row.muter_id));
    for (const userId of ids) {
      if (muted.has(userId)) continue;
      await createNotification(
        db,
        { userId, actorId: video.userId, type: 'mention', videoId: video.id },
        push,
      );
    }
  } catch (err) {
    log.warn({ err, videoId: video.id }, 'mention notifications not created');
  }
}
