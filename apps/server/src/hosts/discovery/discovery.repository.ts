import type { HashTag, UserSummary, Video } from '@flick/api-types';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { mediaViewer } from '../../platform/media/signedAddress';
import { selectVideos, toVideo } from '../../rules/videos/videoRows';
import { followRequestedSql } from '../../rules/visibility/users.repository';
import { hasPersonalRules, listedVideo, visiblePerson } from '../../rules/visibility/visibility';

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

/** Shorter typed words only match name words that contain them: trigram similarity of a
 * three-letter word is noise ('tag' would stand for 'tanaka'). */
const FUZZY_MIN = 4;
/** How many name words one typed word may stand for, best first. */
const WORD_CANDIDATES = 5;
/** At most this many typed words are looked up in search_words. */
const TYPED_WORDS = 5;

/**
 * A text's words as the search_words table holds them: lower-case runs between spaces,
 * punctuation and digits, two characters or more, each once. The same split as
 * search_words_of() in migration 2026_11_23_0300 ([[:space:][:punct:][:digit:]]+).
 */
export function wordsOf(text: string): string[] {
  const words = text.toLowerCase().split(/[\s\p{P}\p{S}\p{N}]+/u);
  return [...new Set(words.filter((w) => [...w].length >= 2))];
}

/** A name word a typed word may stand for. */
interface SimilarWord {
  word: string;
  /** The name word holds the typed word ('okafor' for 'kafor'). */
  contains: boolean;
}

/**
 * The name words a typed word (three characters or more) may stand for: those that contain
 * it, then (four characters or more) those it is a typo of (trigram word similarity ≥ 0.4),
 * best first (`rank`), at most five. A subquery over search_words (one row per distinct
 * name word), never over every user.
 *
 * Candidates come from the trigram index through pg_trgm's default thresholds (word
 * similarity 0.6 for <%, similarity 0.3 for %), so no setting has to be changed first
 * (that costs a transaction: three more round trips); then word similarity ≥ 0.4 is what
 * counts. Typed words hold no LIKE wildcards: '%', '_' and '\' split words.
 */
function similarTo(typed: RawBuilder<unknown>) {
  const order = sql`strpos(s.word, ${typed}) > 0 DESC, word_similarity(${typed}, s.word) DESC,
    similarity(${typed}, s.word) DESC, s.users DESC, s.word`;
  return sql`
    SELECT s.word, strpos(s.word, ${typed}) > 0 AS contains, row_number() OVER (ORDER BY ${order}) AS rank
    FROM search_words s
    WHERE s.word LIKE '%' || ${typed} || '%'
      OR (char_length(${typed}) >= ${FUZZY_MIN}
        AND (${typed} <% s.word OR ${typed} % s.word)
        AND word_similarity(${typed}, s.word) >= ${WORD_SIMILARITY})
    ORDER BY ${order}
    LIMIT ${WORD_CANDIDATES}`;
}

/** The typed words that are looked up in search_words. */
function lookedUp(typed: string[]): string[] {
  return typed.filter((w) => [...w].length >= TRIGRAM_MIN).slice(0, TYPED_WORDS);
}

/** For each typed word, the name words it may stand for, best first (see similarTo). */
async function similarWords(
  db: Kysely<Database>,
  typed: string[],
): Promise<Map<string, SimilarWord[]>> {
  const words = lookedUp(typed);
  const similar = new Map<string, SimilarWord[]>();
  if (words.length === 0) return similar;
  const { rows } = await sql<{ typed: string; word: string; contains: boolean }>`
    SELECT t.typed, w.word, w.contains
    FROM unnest(${words}::text[]) AS t(typed)
    CROSS JOIN LATERAL (${similarTo(sql`t.typed`)}) AS w
    ORDER BY t.typed, w.rank
  `.execute(db);
  for (const row of rows) {
    const list = similar.get(row.typed) ?? [];
    list.push({ word: row.word, contains: row.contains });
    similar.set(row.typed, list);
  }
  return similar;
}

function userQuery(db: Kysely<Database>, callerId: string) {
  return (
    db
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
        followRequestedSql(callerId).as('follow_requested'),
      ])
      // People the caller blocked are not found (docs/product.md#blocking).
      .where(visiblePerson(callerId, 'u.id'))
  );
}

/**
 * Users best first, at most 20, each with whether the caller follows them. In rank order,
 * each step only while places are left: userName prefix, then first or last name prefix.
 * When no prefix matched and the text has three characters or more, the typo and substring
 * fallbacks go through search_words (distinct name words) rather than every user:
 * - one word: the users whose names start with a name word that contains it ('kafor' →
 *   okafor), then with a name word it is a typo of ('rmero' → romero), best word first;
 *   a word in the middle of a name ('anne marie') by substring when nothing else matched;
 * - several words or digits ('maya okafr', 'mya123'): substring of "userName first last",
 *   then the text with each word replaced by its best name word, by prefix and substring.
 * Prefix steps are index ranges that stop at their LIMIT (one query for the three);
 * substrings are trigram GIN lookups with a bound, so the cost does not grow with the
 * number of users. A typo costs two round trips: prefix, then name words with their users.
 */
export async function searchUsers(
  db: Kysely<Database>,
  callerId: string,
  text: string,
  limit = USER_RESULTS,
): Promise<UserSummary[]> {
  const q = normalizeSearch(text);
  if (!q) return [];
  type Row = Awaited<ReturnType<ReturnType<typeof userQuery>['execute']>>[number];
  const found = new Map<string, Row>();
  const add = (rows: Row[]) => {
    for (const row of rows) if (found.size < limit && !found.has(row.id)) found.set(row.id, row);
  };
  const left = () => limit - found.size;

  // The three prefix reads in one round trip: each is an index range that stops at its
  // LIMIT; the step and the place within it keep the rank order.
  const byPrefix = async (t: string) => {
    if (left() <= 0) return;
    const prefix = `${escapeLike(t)}%`;
    // A name column's ties are ordered by userName; userName is unique on its own.
    const read = (step: number, column: typeof USER_NAME_C) => {
      const order = step === 0 ? sql`${column}` : sql`${column}, ${USER_NAME_C}`;
      return db
        .selectFrom(
          userQuery(db, callerId)
            .select([
              sql<number>`${sql.lit(step)}`.as('step'),
              sql<string>`row_number() OVER (ORDER BY ${order})`.as('place'),
            ])
            .where(sql<boolean>`${column} LIKE ${prefix}`)
            .orderBy(order)
            // Rows found by an earlier step may come again: read enough to fill up.
            .limit(limit)
            .as(`p${step}`),
        )
        .selectAll();
    };
    const rows = await db
      .selectFrom(
        read(0, USER_NAME_C).unionAll(read(1, FIRST_NAME_C)).unionAll(read(2, LAST_NAME_C)).as('p'),
      )
      .selectAll()
      .orderBy('step')
      .orderBy(sql`place::int`)
      .execute();
    add(rows);
  };
  // One word: the name words it may stand for and the users whose userName, first or last
  // name starts with each, in one round trip. A prefix is an index range here
  // (word ≤ name < word || U+10FFFF, in "C" order) because LIKE needs a constant pattern to
  // use the index. Words without users still come back (contains tells the caller whether
  // a substring read can find more).
  const byNameWords = async (word: string) => {
    const read = (step: number, column: typeof USER_NAME_C) => {
      const order = step === 0 ? sql`${column}` : sql`${column}, ${USER_NAME_C}`;
      return sql`SELECT * FROM (
        SELECT u.id, u.user_name, u.first_name, u.last_name, u.profile_picture,
          exists (select 1 from follows f where f.follower_id = ${callerId}::uuid and f.followee_id = u.id) AS is_following,
          ${followRequestedSql(callerId)} AS follow_requested,
          ${sql.lit(step)} AS step, row_number() OVER (ORDER BY ${order}) AS place
        FROM users u
        WHERE ${column} >= w.word AND ${column} < w.word || chr(1114111)
          AND ${visiblePerson(callerId, 'u.id')}
        ORDER BY ${order}
        LIMIT ${limit}
      ) AS ${sql.id(`p${step}`)}`;
    };
    const { rows } = await sql<Row & { contains: boolean }>`
      SELECT w.contains, x.*
      FROM (${similarTo(sql`${word}::text`)}) AS w
      LEFT JOIN LATERAL (
        ${read(0, USER_NAME_C)} UNION ALL ${read(1, FIRST_NAME_C)} UNION ALL ${read(2, LAST_NAME_C)}
      ) AS x ON true
      ORDER BY w.rank, x.step, x.place
    `.execute(db);
    add(rows.filter((r) => r.id !== null));
    return rows.some((r) => r.contains);
  };
  const bySubstring = async (t: string) => {
    if (left() <= 0) return;
    const rows = await userQuery(db, callerId)
      .where(sql<boolean>`${USER_TEXT} LIKE ${`%${escapeLike(t)}%`}`)
      .limit(limit * 2)
      .execute();
    add(rows.sort((a, b) => a.user_name.localeCompare(b.user_name)));
  };

  await byPrefix(q);
  // Fallbacks only when no prefix matched: a prefix hit is what a person typing a name
  // wants, and it is the cheap, index-ordered read.
  if (found.size === 0 && q.length >= TRIGRAM_MIN) {
    const typed = wordsOf(q);
    if (typed.length === 1 && typed[0] === q) {
      const contained = await byNameWords(q);
      if (found.size === 0 && contained) await bySubstring(q);
    } else {
      const similar = await similarWords(db, typed);
      const best = (w: string) => similar.get(w)?.[0]?.word ?? w;
      // The text can only be inside a name if each of its words is inside a name word.
      if (lookedUp(typed).every((w) => similar.get(w)?.some((m) => m.contains))) {
        await bySubstring(q);
      }
      const corrected = q.replace(/[^\s\p{P}\p{S}\p{N}]+/gu, best);
      if (found.size === 0 && corrected !== q) {
        await byPrefix(corrected);
        if (found.size === 0) await bySubstring(corrected);
      }
    }
  }
  return [...found.values()].map((r) => ({
    id: r.id,
    userName: r.user_name,
    firstName: r.first_name,
    lastName: r.last_name,
    profilePicture: r.profile_picture,
    isFollowing: r.is_following,
    followRequested: r.follow_requested,
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
          .where(listedVideo(callerId, 'videos'))
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
    .where(listedVideo(callerId))
    .where(
      'v.id',
      'in',
      page.map((v) => v.id),
    )
    .execute();
  const viewer = await mediaViewer(db, callerId);
  return rows.sort(newestFirst).map((row) => toVideo(row, viewer));
}

/** Tags starting with the text, the exact tag first, then the most used. */
export async function searchHashtags(
  db: Kysely<Database>,
  callerId: string,
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
    // A tag only people the caller hides use is not offered to them (docs/product.md#blocking).
    .where(
      sql<boolean>`(not ${hasPersonalRules(callerId)} or exists (select 1 from video_hashtags sv join videos sw on sw.id = sv.video_id
        where sv.hashtag_id = hashtags.id and ${listedVideo(callerId, 'sw')}))`,
    )
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
    .where(listedVideo(callerId))
    .orderBy('vh.created_at', 'desc')
    .orderBy('vh.video_id', 'desc')
    .limit(pageSize + 1)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  const viewer = await mediaViewer(db, callerId);
  return {
    videos: rows.slice(0, pageSize).map((row) => toVideo(row, viewer)),
    hasMore: rows.length > pageSize,
  };
}
