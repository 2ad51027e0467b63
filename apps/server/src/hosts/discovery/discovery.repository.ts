import type { HashTag, UserSummary, Video } from '@flick/api-types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { selectVideos, toVideo } from '../video/videos/videos.repository';

/** The search screen shows at most 20 users (discovery.yaml). */
export const USER_RESULTS = 20;
/** Below this length trigrams cannot use their index: search by prefix instead. */
const TRIGRAM_MIN = 3;
/** Fuzzy matches need this word similarity (pg_trgm's default is 0.6; 0.4 forgives a typo). */
const WORD_SIMILARITY = 0.4;

/** Search text as compared: trimmed, lower-case, at most 100 characters. */
export function normalizeSearch(text: string | undefined): string {
  return (text ?? '').trim().toLowerCase().slice(0, 100);
}

/** Escapes LIKE's wildcards so the text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// The same expression as the trigram index users_search_trgm_idx, so the planner uses it.
const USER_TEXT = sql<string>`lower(u.user_name::text || ' ' || u.first_name || ' ' || u.last_name)`;

/**
 * Users by prefix (userName first, then first or last name) and, from three characters on,
 * by substring or fuzzily over "userName first last"; best first, at most 20, each with
 * whether the caller follows them. Every branch is index-backed (btree text_pattern_ops for
 * prefixes, one trigram GIN index for the rest).
 */
export async function searchUsers(
  db: Kysely<Database>,
  callerId: string,
  text: string,
  limit = USER_RESULTS,
): Promise<UserSummary[]> {
  const q = normalizeSearch(text);
  if (!q) return [];
  const prefix = `${escapeLike(q)}%`;
  const contains = `%${escapeLike(q)}%`;
  const byPrefix = sql<boolean>`(lower(u.user_name::text) LIKE ${prefix} OR lower(u.first_name) LIKE ${prefix} OR lower(u.last_name) LIKE ${prefix})`;
  const fuzzy = q.length >= TRIGRAM_MIN;

  return db.transaction().execute(async (trx) => {
    if (fuzzy) {
      await sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`.execute(
        trx,
      );
    }
    const rows = await trx
      .selectFrom('users as u')
      .select([
        'u.id',
        'u.user_name',
        'u.first_name',
        'u.last_name',
        'u.profile_picture',
        sql<boolean>`exists (select 1 from follows f where f.follower_id = ${callerId}::uuid and f.followee_id = u.id)`.as(
          'is_following',
        ),
      ])
      .where(
        fuzzy ? sql<boolean>`(${USER_TEXT} LIKE ${contains} OR ${q} <% ${USER_TEXT})` : byPrefix,
      )
      .orderBy(
        sql`CASE WHEN lower(u.user_name::text) LIKE ${prefix} THEN 0
                 WHEN lower(u.first_name) LIKE ${prefix} OR lower(u.last_name) LIKE ${prefix} THEN 1
                 WHEN ${USER_TEXT} LIKE ${contains} THEN 2 ELSE 3 END`,
      )
      .$if(fuzzy, (qb) => qb.orderBy(sql`word_similarity(${q}, ${USER_TEXT})`, 'desc'))
      .orderBy(sql`lower(u.user_name::text)`)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      userName: r.user_name,
      firstName: r.first_name,
      lastName: r.last_name,
      profilePicture: r.profile_picture,
      isFollowing: r.is_following,
    }));
  });
}

/** The tag a search text names (without '#', lower-case), or null. */
export function tagOf(text: string): string | null {
  const tag = normalizeSearch(text).replace(/^#/, '');
  return /^[\p{L}\p{N}_]{1,50}$/u.test(tag) ? tag : null;
}

/**
 * Videos whose caption holds the text (trigram index) or that carry the tag it names (the
 * hashtag tables, never a LIKE over captions for tags); newest first, one page.
 */
export async function searchVideos(
  db: Kysely<Database>,
  callerId: string,
  text: string,
  pageSize: number,
  pageNumber: number,
): Promise<Video[]> {
  const q = normalizeSearch(text);
  if (!q) return [];
  const tag = tagOf(q);
  const tagged = sql<boolean>`v.id IN (
    SELECT vh.video_id FROM video_hashtags vh JOIN hashtags h ON h.id = vh.hashtag_id WHERE h.name = ${tag ?? ''}
  )`;
  const where =
    q.length >= TRIGRAM_MIN
      ? sql<boolean>`(lower(v.caption) LIKE ${`%${escapeLike(q)}%`} OR ${tagged})`
      : tagged;
  const rows = await selectVideos(db, callerId)
    .where(where)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  return rows.map(toVideo);
}

/** Tags starting with the text (or, from three characters, like it), most used first. */
export async function searchHashtags(
  db: Kysely<Database>,
  text: string,
  pageSize: number,
  pageNumber: number,
): Promise<HashTag[]> {
  const tag = tagOf(text);
  if (!tag) return [];
  const prefix = `${escapeLike(tag)}%`;
  const rows = await db
    .selectFrom('hashtags')
    .select(['name', 'video_count'])
    .where('video_count', '>', 0)
    .where(
      tag.length >= TRIGRAM_MIN
        ? sql<boolean>`(name LIKE ${prefix} OR name % ${tag})`
        : sql<boolean>`name LIKE ${prefix}`,
    )
    .orderBy(sql`(name = ${tag})`, 'desc')
    .orderBy(sql`(name LIKE ${prefix})`, 'desc')
    .orderBy('video_count', 'desc')
    .orderBy('name')
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  return rows.map((r) => ({ name: r.name, videoCount: r.video_count }));
}

/** One tag with its count, or undefined. */
export async function findHashtag(
  db: Kysely<Database>,
  name: string,
): Promise<{ id: string; name: string; videoCount: number } | undefined> {
  const row = await db
    .selectFrom('hashtags')
    .select(['id', 'name', 'video_count'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, videoCount: row.video_count } : undefined;
}

/** A tag's videos, newest first, one page (plus whether more follow). */
export async function hashtagVideos(
  db: Kysely<Database>,
  callerId: string,
  hashtagId: string,
  pageSize: number,
  pageNumber: number,
): Promise<{ videos: Video[]; hasMore: boolean }> {
  const rows = await selectVideos(db, callerId)
    .innerJoin('video_hashtags as vh', 'vh.video_id', 'v.id')
    .where('vh.hashtag_id', '=', hashtagId)
    .orderBy('vh.created_at', 'desc')
    .orderBy('vh.video_id', 'desc')
    .limit(pageSize + 1)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  return { videos: rows.slice(0, pageSize).map(toVideo), hasMore: rows.length > pageSize };
}
