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

// The same expressions as the search indexes (migration 0101), so the planner uses them.
const USER_TEXT = sql<string>`lower(u.user_name::text || ' ' || u.first_name || ' ' || u.last_name)`;
const USER_NAME_C = sql<string>`(lower(u.user_name::text) COLLATE "C")`;
const FIRST_NAME_C = sql<string>`(lower(u.first_name) COLLATE "C")`;
const LAST_NAME_C = sql<string>`(lower(u.last_name) COLLATE "C")`;

/**
 * Substring and fuzzy matching are fallbacks for when no prefix matched: they read trigram
 * posting lists, which are long for common name stems (a p95 cost at 100k users).
 */
const FUZZY_BELOW = 1;
/** How many fuzzy candidates are ranked at most. */
const FUZZY_CANDIDATES = 200;

function userQuery(db: Kysely<Database>, callerId: string) {
  return db
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
    ]);
}

/**
 * Users best first, at most 20, each with whether the caller follows them. In rank order,
 * each step only while places are left: userName prefix, first or last name prefix; when
 * no prefix matched and the text has three characters or more, substring of
 * "userName first last", then fuzzy matches for typos (best of at most 200 candidates).
 * Prefix steps are index ranges read in order that stop at their LIMIT; the fallbacks are
 * trigram GIN lookups with a bound, so the cost does not grow with the number of users.
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
  type Row = Awaited<ReturnType<ReturnType<typeof userQuery>['execute']>>[number];
  const found = new Map<string, Row>();
  const add = (rows: Row[]) => {
    for (const row of rows) if (found.size < limit && !found.has(row.id)) found.set(row.id, row);
  };
  const left = () => limit - found.size;

  add(
    await userQuery(db, callerId)
      .where(sql<boolean>`${USER_NAME_C} LIKE ${prefix}`)
      .orderBy(USER_NAME_C)
      .limit(limit)
      .execute(),
  );
  for (const column of [FIRST_NAME_C, LAST_NAME_C]) {
    if (left() <= 0) break;
    add(
      await userQuery(db, callerId)
        .where(sql<boolean>`${column} LIKE ${prefix}`)
        .orderBy(column)
        .orderBy(USER_NAME_C)
        .limit(limit)
        .execute(),
    );
  }
  // Substring and fuzzy matches only when no prefix matched: a prefix hit is what a person
  // typing a name wants, and it is the cheap, index-ordered read.
  if (found.size < FUZZY_BELOW && q.length >= TRIGRAM_MIN) {
    const rows = await userQuery(db, callerId)
      .where(sql<boolean>`${USER_TEXT} LIKE ${`%${escapeLike(q)}%`}`)
      .limit(limit * 2)
      .execute();
    add(rows.sort((a, b) => a.user_name.localeCompare(b.user_name)));
  }
  if (found.size < FUZZY_BELOW && q.length >= TRIGRAM_MIN) {
    // Typos: candidates above the similarity threshold from the trigram GIN index, a
    // bounded number of them, best first. Bounded so a common stem cannot make it slow.
    const rows = await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`.execute(
        trx,
      );
      return userQuery(trx, callerId)
        .select(sql<number>`word_similarity(${q}, ${USER_TEXT})`.as('score'))
        .where(sql<boolean>`${q} <% ${USER_TEXT}`)
        .limit(FUZZY_CANDIDATES)
        .execute();
    });
    add(rows.sort((a, b) => b.score - a.score || a.user_name.localeCompare(b.user_name)));
  }
  return [...found.values()].map((r) => ({
    id: r.id,
    userName: r.user_name,
    firstName: r.first_name,
    lastName: r.last_name,
    profilePicture: r.profile_picture,
    isFollowing: r.is_following,
  }));
}

/** The tag a search text names (without '#', lower-case), or null. */
export function tagOf(text: string): string | null {
  const tag = normalizeSearch(text).replace(/^#/, '');
  return /^[\p{L}\p{N}_]{1,50}$/u.test(tag) ? tag : null;
}

/** A video's place in newest-first order. */
interface Placed {
  id: string;
  created_at: Date;
}

const newestFirst = (a: Placed, b: Placed) =>
  b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Videos whose caption holds the text (trigram index) or that carry the tag it names (the
 * hashtag tables, never a LIKE over captions for tags); newest first, one page. Two
 * separate index-backed reads merged here: an OR of both in one query defeats the planner.
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
  const wanted = pageNumber * pageSize;
  // '#sunset' means the tag: only a plain word is also looked for in captions.
  const captionRead: Promise<Placed[]> =
    q.length >= TRIGRAM_MIN && !q.startsWith('#')
      ? db
          .selectFrom('videos')
          .select(['id', 'created_at'])
          .where(sql<boolean>`lower(caption) LIKE ${`%${escapeLike(q)}%`}`)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(wanted)
          .execute()
      : Promise.resolve([]);
  const tagRead: Promise<Placed[]> = tag
    ? db
        .selectFrom('video_hashtags as vh')
        .innerJoin('hashtags as h', 'h.id', 'vh.hashtag_id')
        .select(['vh.video_id as id', 'vh.created_at'])
        .where('h.name', '=', tag)
        .orderBy('vh.created_at', 'desc')
        .orderBy('vh.video_id', 'desc')
        .limit(wanted)
        .execute()
    : Promise.resolve([]);
  const [byCaption, byTag] = await Promise.all([captionRead, tagRead]);
  const merged = new Map<string, Placed>();
  for (const v of [...byCaption, ...byTag].sort(newestFirst)) merged.set(v.id, v);
  const page = [...merged.values()].slice((pageNumber - 1) * pageSize, wanted);
  if (page.length === 0) return [];
  const rows = await selectVideos(db, callerId)
    .where(
      'v.id',
      'in',
      page.map((v) => v.id),
    )
    .execute();
  return rows.sort(newestFirst).map(toVideo);
}

/** Tags starting with the text, the exact tag first, then the most used. */
export async function searchHashtags(
  db: Kysely<Database>,
  text: string,
  pageSize: number,
  pageNumber: number,
): Promise<HashTag[]> {
  const tag = tagOf(text);
  if (!tag) return [];
  const rows = await db
    .selectFrom('hashtags')
    .select(['name', 'video_count'])
    .where('video_count', '>', 0)
    .where(sql<boolean>`name LIKE ${`${escapeLike(tag)}%`}`)
    .orderBy(sql`(name = ${tag})`, 'desc')
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
