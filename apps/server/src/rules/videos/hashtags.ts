import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/** A tag in a caption: '#' then letters, digits or '_' (the contract's pattern), 1–50 long. */
const CAPTION_TAG = /#([\p{L}\p{N}_]{1,50})/gu;
/** The contract allows at most 30 tags on a video. */
export const MAX_HASHTAGS = 30;

/** A tag as stored: lower-case, without '#'. Null when nothing usable is left. */
export function normalizeHashtag(raw: string): string | null {
  const tag = raw.trim().replace(/^#/, '').toLowerCase();
  return /^[\p{L}\p{N}_]{1,50}$/u.test(tag) ? tag : null;
}

/** The union of the sent tags and the caption's #tags, normalised, in first-seen order. */
export function collectHashtags(sent: readonly string[], caption: string): string[] {
  const out = new Set<string>();
  for (const raw of [...sent, ...Array.from(caption.matchAll(CAPTION_TAG), (m) => m[1] ?? '')]) {
    const tag = normalizeHashtag(raw);
    if (tag) out.add(tag);
    if (out.size >= MAX_HASHTAGS) break;
  }
  return [...out];
}

/**
 * Links a new video to its tags: creates missing tags and counts the video on each, in SQL
 * (`video_count + 1`), so concurrent uploads with the same tag keep exact counts.
 */
export async function linkHashtags(
  trx: Kysely<Database>,
  videoId: string,
  createdAt: Date,
  tags: readonly string[],
): Promise<void> {
  if (tags.length === 0) return;
  const sorted = [...tags].sort(); // one lock order for every writer: no deadlocks
  await sql`
    INSERT INTO hashtags (name, video_count)
    SELECT unnest(${sql.val(sorted)}::text[]), 1
    ON CONFLICT (name) DO UPDATE SET video_count = hashtags.video_count + 1
  `.execute(trx);
  await sql`
    INSERT INTO video_hashtags (hashtag_id, video_id, created_at)
    SELECT id, ${videoId}::uuid, ${createdAt} FROM hashtags WHERE name = ANY(${sql.val(sorted)}::text[])
  `.execute(trx);
}

/** Uncounts a video's tags before it is deleted (the links go with the video). */
export async function unlinkHashtags(trx: Kysely<Database>, videoId: string): Promise<void> {
  await sql`
    UPDATE hashtags SET video_count = video_count - 1
    WHERE id IN (SELECT hashtag_id FROM video_hashtags WHERE video_id = ${videoId}::uuid)
  `.execute(trx);
}
