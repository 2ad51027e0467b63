import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import type { JobQueue, TimelineJob } from '../../../platform/jobs/queue';

/**
 * The "Following" timelines (ADR 0070, 0106): per reader, rows of the listed videos of the
 * authors they follow, newest first, written by jobs and merged at read time with what the
 * jobs have not written yet.
 *
 * - **Pushed, outside the writer's transaction.** A video inserted listed, re-dated, made
 *   ready or held, hidden or shown, or deleted leaves one row in `timeline_pending_videos`
 *   (a database trigger, the same cost whatever the author's follower count); a follow leaves
 *   one in `timeline_pending_follows`. Each process queues jobs for those rows on the job
 *   queue (`queueTimelineWork`, every `TIMELINE_DISPATCH_MS`), and a job writes the rows
 *   (`pushVideo`, `copyFollow`) and then removes its pending row, unless the row changed
 *   meanwhile.
 * - **Pulled at read time above a threshold.** An author with at least the configured
 *   number of followers (`TIMELINE_PUSH_FOLLOWERS`, `Config.timelinePushFollowers`) is put
 *   on `timeline_pull_authors` by the first job that counts them there, and stays on it: their
 *   videos are read from `videos` by each reader who follows them (`readTimeAuthorsSql`).
 * - **At most `TIMELINE_ROWS` rows per reader.** A job adds what it wrote to each reader's
 *   `timeline_row_counts` (an upper bound on the reader's rows, ADR 0116); a reader whose
 *   bound passes `TIMELINE_ROWS` is cut to the newest `keptRows` rows and the reader's floor
 *   (`timeline_floors`) raised to the newest row cut away; below the floor a read walks the
 *   followed authors' videos directly. A job's cost is its inserts: a reader at the cap is cut
 *   once in `TIMELINE_ROWS - keptRows` rows, not at every row.
 * - **Reads are exact at once.** A read takes the union of the reader's rows, the pending
 *   videos of authors the reader follows, the videos of followed authors that are pulled or
 *   whose follow is pending, and, below the floor, every followed author's videos; every
 *   video is checked against the list rules as before, and a stored row whose video changed
 *   time is skipped (the video is pending, read from there). So what a page shows does not
 *   wait for a job: the jobs only move work from reads to the rows.
 */

/** The most rows a reader's timeline keeps (about a week of 100 busy followed authors). */
export const TIMELINE_ROWS = 800;

/**
 * The rows a cut leaves of a reader's `rows` cap: 7/8 of it (700 of 800), so a reader at the
 * cap is cut once in every 100 rows written to them, not for each (ADR 0116).
 */
export function keptRows(rows: number): number {
  return rows - Math.ceil(rows / 8);
}
/** How often each process queues jobs for new pending rows. */
export const TIMELINE_DISPATCH_MS = 1_000;
/** Pending rows one job carries. */
const JOB_ROWS = 20;
/** Pending rows queued by one dispatch. */
const DISPATCH_ROWS = 1_000;
/** A pending row queued this long ago and still there (its job failed for good) is queued again. */
const REQUEUE_SECONDS = 60;

/** The listed videos' columns every read source gives (identical rows for one video). */
export const TIMELINE_VIDEO_COLUMNS = [
  'id',
  'user_id',
  'created_at',
  'head_version',
  'likes',
  'downloads',
  'shares',
  'comments',
  'caption',
  'state',
  'hidden',
  'rank_score',
  'watchers',
  'completions',
] as const;

/** `TIMELINE_VIDEO_COLUMNS` of the video `p`, as a select list. */
export function columns(p: string): string {
  return TIMELINE_VIDEO_COLUMNS.map((c) => `${p}.${c}`).join(', ');
}

/**
 * Whether `caller` follows `author`: one primary-key probe per row. The `offset 0` keeps it a
 * probe: as a semi-join, a generic plan read all of the caller's follows for each pulled
 * author (4,485 index entries for a reader following 5,000, ADR 0106).
 */
export function followsSql(caller: string, author: string): string {
  return `exists (select 1 from follows tf where tf.follower_id = ${caller} and tf.followee_id = ${author} offset 0)`;
}

/**
 * The followed authors of `caller` whose videos a read takes from `videos`: those on the pull
 * list, and those whose follow has not been copied yet (rows `author_id`).
 */
export function readTimeAuthorsSql(caller: string): string {
  return `(select pa.author_id from timeline_pull_authors pa
    where ${followsSql(caller, 'pa.author_id')}
  union
  select pf.author_id from timeline_pending_follows pf
    where pf.reader_id = ${caller} and ${followsSql(caller, 'pf.author_id')})`;
}

/**
 * A range of listed-video rows `p` of one author from `videos_listed_author_idx`. Without a
 * limit, `offset 0` keeps it a walk per author: flattened into the join, the planner read the
 * whole ranking window and matched it to the authors (10,162 rows for one author's 126).
 */
function authorVideosSql(author: string, where: string, limit?: number): string {
  return `(select ${columns('p')} from videos p
    where p.user_id = ${author} and p.state = 'ready' and not p.hidden and ${where}
    order by p.created_at desc, p.id desc ${limit ? `limit ${limit}` : 'offset 0'})`;
}

/**
 * The listed videos of the authors `caller` follows that match `where` (over `p`, a video),
 * as rows of `TIMELINE_VIDEO_COLUMNS`, from every source (see the module comment), each video
 * once. `author` checks a followed author (mutes, blocks) once per author or row.
 *
 * - `stored`: the name of a CTE of the caller's own rows already limited; the other sources
 *   are added to it.
 * - `limit`: each per-author walk keeps that many (a page in time order); none for a window.
 * - `belowFloor`: when the walk below the reader's floor runs (a one-row condition).
 */
export function followedSourcesSql(o: {
  caller: string;
  stored: string;
  where: string;
  author: (a: string) => string;
  limit?: number;
  belowFloor: string;
}): string {
  return `select * from ${o.stored}
    union
    select ${columns('p')} from timeline_pending_videos x join videos p on p.id = x.video_id
      where ${followsSql(o.caller, 'x.author_id')} and p.state = 'ready' and not p.hidden
        and ${o.author('p.user_id')} and ${o.where}
    union
    select w.* from ${readTimeAuthorsSql(o.caller)} ra
      cross join lateral ${authorVideosSql('ra.author_id', o.where, o.limit)} w
      where ${o.author('ra.author_id')}
    union
    select w.* from timeline_floors fl
      join follows ff on ff.follower_id = fl.reader_id
      cross join lateral ${authorVideosSql('ff.followee_id', `(p.created_at, p.id) <= (fl.created_at, fl.video_id) and ${o.where}`, o.limit)} w
      where fl.reader_id = ${o.caller} and ${o.belowFloor} and ${o.author('ff.followee_id')}`;
}

/**
 * The newest `limit` of the caller's stored rows `t` that pass `rowWhere` (over `t`: the
 * page's key, an index condition), as their videos `p` that pass `videoWhere` (over `p`, and
 * `t`), skipping rows whose video moved in time: a walk down the caller's rows in time order
 * that stops after `limit` videos (ADR 0116). The `offset 0` keeps the video's probe a
 * subquery of at least one row in the planner's eyes: joined flat, `p.created_at =
 * t.created_at` was estimated to keep one row of all the caller's, and the plan read and sorted
 * every stored row of the caller (500 rows, 1.2 ms, for a reader following 50 authors) to
 * give 20.
 */
export function storedPageSql(
  caller: string,
  rowWhere: string,
  videoWhere: string,
  limit: number,
): string {
  return `select p.* from following_timeline t
      cross join lateral (
        select ${columns('p')} from videos p
        where p.id = t.video_id and p.created_at = t.created_at and ${videoWhere}
        offset 0
      ) p
      where t.reader_id = ${caller} and ${rowWhere}
      order by t.created_at desc, t.video_id desc
      limit ${limit}`;
}

/** The caller's stored rows `t` joined to their videos `p`, skipping rows whose video moved in time. */
export function storedRowsSql(caller: string, where: string): string {
  return `select ${columns('p')} from following_timeline t
      join videos p on p.id = t.video_id
      where t.reader_id = ${caller} and p.created_at = t.created_at and ${where}`;
}

/**
 * What the timelines' jobs go by: `pushFollowers`, the follower count from which an author is
 * pulled (`Config.timelinePushFollowers`), and `rows`, each reader's cap (`TIMELINE_ROWS`; tests
 * take a smaller one to reach it).
 */
export interface TimelineLimits {
  pushFollowers: number;
  rows: number;
}

/**
 * Adds the rows just inserted for `written` (a reader id per row, in one transaction with the
 * inserts) to the readers' `timeline_row_counts`, and cuts the readers whose count passes
 * `limits.rows` to their newest `keptRows` rows. The counts are upserted in reader order, so
 * two jobs writing to the same readers wait for each other and never deadlock; a reader's
 * count row stays locked to the end of the job's transaction, so a count is exact after a cut.
 */
async function countAndTrim(
  db: Kysely<Database>,
  written: string[],
  limits: TimelineLimits,
): Promise<void> {
  if (written.length === 0) return;
  const { rows: over } = await sql<{ reader_id: string }>`
    WITH added AS (
      INSERT INTO timeline_row_counts AS c (reader_id, rows)
      SELECT reader_id, count(*)::int FROM unnest(${written}::uuid[]) AS w (reader_id)
      GROUP BY reader_id ORDER BY reader_id
      ON CONFLICT (reader_id) DO UPDATE SET rows = c.rows + excluded.rows
      RETURNING c.reader_id, c.rows
    )
    SELECT reader_id FROM added WHERE rows > ${limits.rows}::int
  `.execute(db);
  if (over.length === 0) return;
  const readers = over.map((r) => r.reader_id);
  await trimReaders(db, readers, keptRows(limits.rows));
  await sql`
    UPDATE timeline_row_counts c
    SET rows = (SELECT count(*) FROM following_timeline t WHERE t.reader_id = c.reader_id)
    WHERE c.reader_id = ANY (${readers}::uuid[])
  `.execute(db);
}

/** Cuts each of `readers`' timelines to its newest `rows` rows and raises their floors. */
async function trimReaders(db: Kysely<Database>, readers: string[], rows: number): Promise<void> {
  await sql`
    WITH cut AS (
      SELECT r.reader_id, k.created_at, k.video_id
      FROM unnest(${readers}::uuid[]) AS r (reader_id)
      CROSS JOIN LATERAL (
        SELECT t.created_at, t.video_id FROM following_timeline t
        WHERE t.reader_id = r.reader_id
        ORDER BY t.created_at DESC, t.video_id DESC
        OFFSET ${rows} LIMIT 1
      ) k
    ), floors AS (
      INSERT INTO timeline_floors AS fl (reader_id, created_at, video_id)
      SELECT reader_id, created_at, video_id FROM cut
      ON CONFLICT (reader_id) DO UPDATE SET created_at = excluded.created_at, video_id = excluded.video_id
      WHERE (fl.created_at, fl.video_id) < (excluded.created_at, excluded.video_id)
    )
    DELETE FROM following_timeline t USING cut
    WHERE t.reader_id = cut.reader_id AND (t.created_at, t.video_id) <= (cut.created_at, cut.video_id)
  `.execute(db);
}

/**
 * Whether `author`'s videos are read at read time: they are on the pull list, or have
 * `threshold` followers or more (then they go on it, for good). Counts at most `threshold`
 * follows.
 */
async function pulledAuthor(
  db: Kysely<Database>,
  author: string,
  threshold: number,
): Promise<boolean> {
  const { rows } = await sql<{ pulled: boolean; followers: number }>`
    SELECT EXISTS (SELECT 1 FROM timeline_pull_authors WHERE author_id = ${author}::uuid) AS pulled,
      (SELECT count(*)::int FROM (
        SELECT 1 FROM follows WHERE followee_id = ${author}::uuid LIMIT ${threshold}
      ) f) AS followers
  `.execute(db);
  if (rows[0]?.pulled) return true;
  if ((rows[0]?.followers ?? 0) < threshold) return false;
  await sql`
    INSERT INTO timeline_pull_authors (author_id) VALUES (${author}::uuid) ON CONFLICT DO NOTHING
  `.execute(db);
  return true;
}

/**
 * Writes one pending video's rows: drops its rows at another time (or all, when it is no
 * longer listed or gone), and, when it is listed and its author has fewer than `threshold`
 * followers, gives every follower a row (above their floor), cutting those over the cap; an
 * author with `threshold` followers or more goes on the pull list instead. The follows read
 * are share-locked, so an unfollow committing meanwhile waits for these rows and removes them.
 */
export async function pushVideo(
  db: Kysely<Database>,
  videoId: string,
  limits: TimelineLimits,
): Promise<void> {
  const threshold = limits.pushFollowers;
  const { rows } = await sql<{ user_id: string; created_at: Date; listed: boolean }>`
    SELECT user_id, created_at, (state = 'ready' AND NOT hidden) AS listed
    FROM videos WHERE id = ${videoId}::uuid
  `.execute(db);
  const video = rows[0];
  const keep = video?.listed ? video.created_at : null;
  await sql`
    DELETE FROM following_timeline
    WHERE video_id = ${videoId}::uuid AND created_at IS DISTINCT FROM ${keep}::timestamptz
  `.execute(db);
  if (!video?.listed) return;
  const author = video.user_id;
  if (await pulledAuthor(db, author, threshold)) return;
  await db.transaction().execute(async (trx) => {
    const { rows: written } = await sql<{ reader_id: string }>`
      WITH f AS (
        SELECT follower_id FROM follows WHERE followee_id = ${author}::uuid FOR KEY SHARE
      )
      INSERT INTO following_timeline (reader_id, author_id, video_id, created_at)
      SELECT f.follower_id, ${author}::uuid, ${videoId}::uuid, ${video.created_at}::timestamptz
      FROM f LEFT JOIN timeline_floors fl ON fl.reader_id = f.follower_id
      WHERE fl.reader_id IS NULL
        OR (${video.created_at}::timestamptz, ${videoId}::uuid) > (fl.created_at, fl.video_id)
      ON CONFLICT DO NOTHING
      RETURNING reader_id
    `.execute(trx);
    await countAndTrim(
      trx,
      written.map((r) => r.reader_id),
      limits,
    );
  });
}

/**
 * Writes one pending follow's rows: the followed author's newest `rows` listed videos above
 * the reader's floor, cutting the reader's timeline when over the cap. Nothing when the follow is gone (the
 * row is share-locked: an unfollow waits and removes what this wrote) or the author is
 * pulled (`pulledAuthor`).
 */
export async function copyFollow(
  db: Kysely<Database>,
  readerId: string,
  authorId: string,
  limits: TimelineLimits,
): Promise<void> {
  if (await pulledAuthor(db, authorId, limits.pushFollowers)) return;
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql`
      SELECT 1 FROM follows f
      WHERE f.follower_id = ${readerId}::uuid AND f.followee_id = ${authorId}::uuid
      FOR KEY SHARE OF f
    `.execute(trx);
    if (!rows[0]) return;
    const { rows: written } = await sql<{ reader_id: string }>`
      INSERT INTO following_timeline (reader_id, author_id, video_id, created_at)
      SELECT ${readerId}::uuid, v.user_id, v.id, v.created_at
      FROM videos v LEFT JOIN timeline_floors fl ON fl.reader_id = ${readerId}::uuid
      WHERE v.user_id = ${authorId}::uuid AND v.state = 'ready' AND NOT v.hidden
        AND (fl.reader_id IS NULL OR (v.created_at, v.id) > (fl.created_at, fl.video_id))
      ORDER BY v.created_at DESC, v.id DESC
      LIMIT ${limits.rows}
      ON CONFLICT DO NOTHING
      RETURNING reader_id
    `.execute(trx);
    // The author has more listed videos above the floor than were written: the reader's rows
    // may now lack the next one and every older one, so the floor rises to it (reads walk the
    // followed authors' videos at and below it, as after a cut).
    const { rows: unwritten } = await sql<{ created_at: Date; id: string }>`
      SELECT v.created_at, v.id
      FROM videos v LEFT JOIN timeline_floors fl ON fl.reader_id = ${readerId}::uuid
      WHERE v.user_id = ${authorId}::uuid AND v.state = 'ready' AND NOT v.hidden
        AND (fl.reader_id IS NULL OR (v.created_at, v.id) > (fl.created_at, fl.video_id))
      ORDER BY v.created_at DESC, v.id DESC
      OFFSET ${limits.rows} LIMIT 1
    `.execute(trx);
    await countAndTrim(
      trx,
      written.map((r) => r.reader_id),
      limits,
    );
    // After the count: every job locks a reader's count row before their floor row.
    const next = unwritten[0];
    if (next) await raiseFloor(trx, readerId, next.created_at, next.id);
  });
}

/**
 * Raises `reader`'s floor to (`createdAt`, `videoId`) and drops the reader's rows at and below
 * it, which the reads' walk below the floor gives. The row count stays an upper bound.
 */
async function raiseFloor(
  db: Kysely<Database>,
  reader: string,
  createdAt: Date,
  videoId: string,
): Promise<void> {
  await sql`
    WITH floor AS (
      INSERT INTO timeline_floors AS fl (reader_id, created_at, video_id)
      VALUES (${reader}::uuid, ${createdAt}::timestamptz, ${videoId}::uuid)
      ON CONFLICT (reader_id) DO UPDATE SET created_at = excluded.created_at, video_id = excluded.video_id
      WHERE (fl.created_at, fl.video_id) < (excluded.created_at, excluded.video_id)
    )
    DELETE FROM following_timeline t
    WHERE t.reader_id = ${reader}::uuid AND (t.created_at, t.video_id) <= (${createdAt}::timestamptz, ${videoId}::uuid)
  `.execute(db);
}

/** Runs one timeline job: each video and follow, then removes the pending rows nothing changed since. */
export async function runTimelineJob(
  db: Kysely<Database>,
  job: TimelineJob,
  limits: TimelineLimits,
): Promise<void> {
  for (const { videoId, seq } of job.videos) {
    await pushVideo(db, videoId, limits);
    await sql`
      DELETE FROM timeline_pending_videos WHERE video_id = ${videoId}::uuid AND seq = ${seq}::bigint
    `.execute(db);
  }
  for (const { readerId, authorId, seq } of job.follows) {
    await copyFollow(db, readerId, authorId, limits);
    await sql`
      DELETE FROM timeline_pending_follows
      WHERE reader_id = ${readerId}::uuid AND author_id = ${authorId}::uuid AND seq = ${seq}::bigint
    `.execute(db);
  }
}

/**
 * Marks up to `DISPATCH_ROWS` pending rows that no job was queued for (or whose job was
 * queued `REQUEUE_SECONDS` ago and they are still there) as queued, and answers them as jobs
 * of `JOB_ROWS` rows. Rows locked by another dispatch are skipped.
 */
async function claimPending(db: Kysely<Database>): Promise<TimelineJob[]> {
  const due = `(sent_seq IS DISTINCT FROM seq OR sent_at < now() - make_interval(secs => ${REQUEUE_SECONDS}))`;
  const { rows: videos } = await sql<{ video_id: string; seq: string }>`
    UPDATE timeline_pending_videos SET sent_seq = seq, sent_at = now()
    WHERE video_id IN (
      SELECT video_id FROM timeline_pending_videos WHERE ${sql.raw(due)}
      ORDER BY seq LIMIT ${DISPATCH_ROWS} FOR UPDATE SKIP LOCKED
    )
    RETURNING video_id, seq::text AS seq
  `.execute(db);
  const { rows: follows } = await sql<{ reader_id: string; author_id: string; seq: string }>`
    UPDATE timeline_pending_follows SET sent_seq = seq, sent_at = now()
    WHERE (reader_id, author_id) IN (
      SELECT reader_id, author_id FROM timeline_pending_follows WHERE ${sql.raw(due)}
      ORDER BY seq LIMIT ${DISPATCH_ROWS} FOR UPDATE SKIP LOCKED
    )
    RETURNING reader_id, author_id, seq::text AS seq
  `.execute(db);
  const jobs: TimelineJob[] = [];
  for (let i = 0; i < videos.length; i += JOB_ROWS) {
    jobs.push({
      videos: videos.slice(i, i + JOB_ROWS).map((r) => ({ videoId: r.video_id, seq: r.seq })),
      follows: [],
    });
  }
  for (let i = 0; i < follows.length; i += JOB_ROWS) {
    jobs.push({
      videos: [],
      follows: follows
        .slice(i, i + JOB_ROWS)
        .map((r) => ({ readerId: r.reader_id, authorId: r.author_id, seq: r.seq })),
    });
  }
  return jobs;
}

/**
 * Queues jobs for the pending rows no job was queued for, in one transaction with marking
 * them (a crash queues none and marks none). Answers the number of jobs queued.
 */
export async function queueTimelineWork(
  db: Kysely<Database>,
  queue: Pick<JobQueue, 'sendTimeline' | 'wakeTimeline'>,
): Promise<number> {
  const jobs = await db.transaction().execute(async (trx) => {
    const claimed = await claimPending(trx);
    if (claimed.length > 0) await queue.sendTimeline(claimed, trx);
    return claimed;
  });
  if (jobs.length > 0) queue.wakeTimeline();
  return jobs.length;
}

/**
 * Does every pending row's work here and now, without the queue (tests, the benchmark's
 * datasets, `pnpm` scripts): claims and runs jobs until none is left.
 */
export async function settleTimelines(db: Kysely<Database>, limits: TimelineLimits): Promise<void> {
  await sql`UPDATE timeline_pending_videos SET sent_seq = NULL`.execute(db);
  await sql`UPDATE timeline_pending_follows SET sent_seq = NULL`.execute(db);
  for (;;) {
    const jobs = await claimPending(db);
    if (jobs.length === 0) return;
    for (const job of jobs) await runTimelineJob(db, job, limits);
  }
}

/**
 * Starts the timelines' work in a process with a job queue: its worker runs the jobs, and a
 * timer queues jobs for new pending rows every `TIMELINE_DISPATCH_MS`. Answers a stop.
 */
export async function startTimelineWork(
  db: Kysely<Database>,
  queue: JobQueue,
  log: FastifyBaseLogger,
  pushFollowers: number,
): Promise<() => Promise<void>> {
  const limits = { pushFollowers, rows: TIMELINE_ROWS };
  await queue.workTimeline((job) => runTimelineJob(db, job, limits));
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running
      .then(() => (stopped ? 0 : queueTimelineWork(db, queue)))
      .catch((err: unknown) => log.error({ err }, 'timeline jobs not queued'));
  };
  const timer = setInterval(tick, TIMELINE_DISPATCH_MS);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/**
 * Writes every reader's timeline afresh from `follows` and `videos` in a few statements, and
 * forgets every pending row: for a database filled in bulk while nothing else writes (an
 * import, the benchmark's datasets), where a job per video and per follow would take hours.
 * Authors with `pushFollowers` followers or more go on the pull list; each reader keeps the
 * newest `rows` rows and a floor below them.
 */
export async function rebuildTimelines(
  db: Kysely<Database>,
  limits: TimelineLimits,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`TRUNCATE following_timeline, timeline_row_counts, timeline_floors, timeline_pending_videos, timeline_pending_follows`.execute(
      trx,
    );
    await sql`
      INSERT INTO timeline_pull_authors (author_id)
      SELECT followee_id FROM follows GROUP BY followee_id HAVING count(*) >= ${limits.pushFollowers}
      ON CONFLICT DO NOTHING
    `.execute(trx);
    await sql`
      CREATE TEMP TABLE timeline_rebuild ON COMMIT DROP AS
      SELECT reader_id, author_id, video_id, created_at, n FROM (
        SELECT f.follower_id AS reader_id, v.user_id AS author_id, v.id AS video_id, v.created_at,
          row_number() OVER (PARTITION BY f.follower_id ORDER BY v.created_at DESC, v.id DESC) AS n
        FROM follows f
        JOIN videos v ON v.user_id = f.followee_id AND v.state = 'ready' AND NOT v.hidden
        WHERE NOT EXISTS (SELECT 1 FROM timeline_pull_authors pa WHERE pa.author_id = f.followee_id)
      ) r WHERE n <= ${limits.rows + 1}
    `.execute(trx);
    await sql`
      INSERT INTO following_timeline (reader_id, author_id, video_id, created_at)
      SELECT reader_id, author_id, video_id, created_at FROM timeline_rebuild WHERE n <= ${limits.rows}
    `.execute(trx);
    await sql`
      INSERT INTO timeline_floors (reader_id, created_at, video_id)
      SELECT reader_id, created_at, video_id FROM timeline_rebuild WHERE n = ${limits.rows + 1}
    `.execute(trx);
    await sql`
      INSERT INTO timeline_row_counts (reader_id, rows)
      SELECT reader_id, count(*) FROM timeline_rebuild WHERE n <= ${limits.rows} GROUP BY reader_id
    `.execute(trx);
  });
}
