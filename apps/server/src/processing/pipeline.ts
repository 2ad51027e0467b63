import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Histogram } from 'prom-client';
import type { CoreEvents } from '../platform/core/events';
import type { Database } from '../platform/db/database';
import type { Publication, VideoState } from '../platform/db/tables/content';
import { HttpError } from '../platform/http/errors';
import { coverTime, cutPoster, posterNames } from '../platform/media/images';
import { MAX_VIDEO_SECONDS, probeVideo, TOO_LONG } from '../platform/media/probe';
import { isMediaName, type MediaStorage, mediaUrl } from '../platform/media/storage';
import type { MediaTools } from '../platform/media/tools';
import { transcode } from '../platform/media/transcode';
import type { Tracing } from '../platform/observability/traces';

/** What processing a video needs. */
export interface PipelineContext {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Public media (renditions, posters). */
  media: MediaStorage;
  /** Private originals. */
  originals: MediaStorage;
  tools: MediaTools | null;
  /** This pipeline's scratch folder (emptied at start by `cleanScratch`). */
  scratchDir: string;
  keepOriginals: boolean;
  maxSeconds?: number;
  /** Aborts a running transcode when the process stops. */
  signal?: AbortSignal;
  /**
   * This process's events: how the job reaches the product rules (ADR 0129). The rules'
   * subscribers link a processed video's hashtags and tell its owner and the people it
   * mentions (`rules/videos/processing.rules.ts`); the video host drops its feed page.
   */
  events: CoreEvents;
  /** Where ffmpeg's time per rendition is counted, when metrics are on (ADR 0119). */
  transcodeSeconds?: Histogram<'outcome'> | null;
  /** Where a job's span goes, when traces are exported (ADR 0128). */
  tracing?: Tracing | null;
}

/** Reasons a user reads when processing failed (ADR 0016). */
export const FAILURE = {
  unreadable: 'The file could not be converted into a playable video.',
  missing: 'The uploaded file was lost before it could be processed. Please upload it again.',
} as const;

/** A failure that retrying cannot fix: the video is marked failed with this reason at once. */
export class PermanentFailure extends Error {}

/**
 * Empties the pipeline's scratch folder: files left by a process killed mid-job (its job
 * runs again and writes them anew). Only where one process owns the folder (`exclusive`);
 * otherwise only files untouched for an hour go.
 */
export async function cleanScratch(dir: string, exclusive: boolean): Promise<number> {
  await mkdir(dir, { recursive: true });
  let removed = 0;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const old = exclusive || Date.now() - (await stat(file)).mtimeMs > 3_600_000;
    if (old) {
      await rm(file, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Whether a video leaving processing is listed at once, as SQL over its row: when it is to
 * be posted, or its scheduled time has come (`dueSql`); otherwise it waits `held` (ADR 0101).
 * Part of the job's own statement below, so the job owns them (ADR 0129); listing a held
 * video later is the publication rules' (`rules/videos/publication.ts`).
 */
const dueSql = sql<boolean>`(publication = 'scheduled' AND publish_at <= now())`;
const listsWhenProcessedSql = sql<boolean>`(publication = 'posted' OR ${dueSql})`;

/** Marks a video failed (if it is still processing), drops its original and tells the owner. */
export async function failVideo(ctx: PipelineContext, videoId: string, reason: string) {
  const before = await ctx.db
    .selectFrom('videos')
    .select('source_file')
    .where('id', '=', videoId)
    .executeTakeFirst();
  const row = await ctx.db
    .updateTable('videos')
    .set({ state: 'failed', progress: null, failure_reason: reason, source_file: null })
    .where('id', '=', videoId)
    .where('state', '=', 'processing')
    .returning('user_id')
    .executeTakeFirst();
  if (!row) return;
  ctx.log.warn({ videoId, reason }, 'video processing failed');
  if (before?.source_file) await ctx.originals.delete(before.source_file).catch(() => {});
  await ctx.events.emit('videoProcessingEnded', {
    videoId,
    ownerId: row.user_id,
    outcome: 'failed',
    mentions: [],
    log: ctx.log,
  });
}

/**
 * Makes a processing video ready: its original (from private storage) is checked again with
 * ffprobe, transcoded into the web rendition with progress, the rendition's real length
 * checked, the poster cut from it; then the files are stored, the row turns `ready` (and its
 * tags count) in one transaction, the original goes (unless kept) and the owner is told.
 * Does nothing for a video that is gone or no longer processing. Throws `PermanentFailure`
 * for a file that can never be processed, anything else for a failure worth retrying.
 */
export async function processVideo(ctx: PipelineContext, videoId: string): Promise<void> {
  const video = await ctx.db
    .selectFrom('videos')
    .select([
      'id',
      'user_id',
      'state',
      'source_file',
      'video_file',
      'hashtags',
      'created_at',
      'thumb_url',
      'thumb_url_compress',
      'cover_seconds',
    ])
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (video?.state !== 'processing') return;
  if (!ctx.tools) throw new Error('no usable ffmpeg/ffprobe: the job waits for a retry');
  const tools = ctx.tools;
  const maxSeconds = ctx.maxSeconds ?? MAX_VIDEO_SECONDS;
  if (!video.source_file || !(await ctx.originals.stat(video.source_file))) {
    throw new PermanentFailure(FAILURE.missing);
  }

  const work = path.join(ctx.scratchDir, videoId);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    const source = path.join(work, 'source');
    await pipeline(await ctx.originals.read(video.source_file), createWriteStream(source));

    let probed: Awaited<ReturnType<typeof probeVideo>>;
    try {
      probed = await probeVideo(tools, source, maxSeconds);
    } catch (err) {
      if (err instanceof HttpError) throw new PermanentFailure(err.message);
      throw err;
    }

    const rendition = path.join(work, 'rendition.mp4');
    let lastWrite = 0;
    const transcodeStarted = performance.now();
    const timed = (outcome: 'ok' | 'failed') =>
      ctx.transcodeSeconds?.observe({ outcome }, (performance.now() - transcodeStarted) / 1000);
    await transcode(tools, source, rendition, {
      seconds: probed.seconds,
      maxSeconds,
      // Mapped to standard range when this ffmpeg can (ADR 0087).
      hdr: tools.toneMapping ? probed.hdr : null,
      ...(ctx.signal ? { signal: ctx.signal } : {}),
      onProgress: (percent) => {
        // At most one write per second: progress is for the owner's eyes, not an audit.
        const now = Date.now();
        if (now - lastWrite < 1_000) return;
        lastWrite = now;
        void ctx.db
          .updateTable('videos')
          .set({ progress: percent })
          .where('id', '=', videoId)
          .where('state', '=', 'processing')
          .execute()
          .catch(() => {});
      },
    }).then(
      () => timed('ok'),
      (err: unknown) => {
        // A transcode cut short by a stopping process is neither.
        if (ctx.signal?.aborted) throw err;
        timed('failed');
        // ffprobe accepted it but it does not decode: retrying will not help.
        throw new PermanentFailure(FAILURE.unreadable, { cause: err });
      },
    );

    // The rendition's real length is the last word on the limit.
    let made: Awaited<ReturnType<typeof probeVideo>>;
    try {
      made = await probeVideo(tools, rendition, maxSeconds + 0.5);
    } catch (err) {
      if (err instanceof HttpError && err.message === TOO_LONG)
        throw new PermanentFailure(TOO_LONG);
      throw new PermanentFailure(FAILURE.unreadable, { cause: err });
    }

    // A rendition that yields no poster frame will yield none next time either.
    // The owner's chosen cover frame (ADR 0101), within the rendition; else the pipeline's pick.
    const { thumb, compress } = await cutPoster(
      tools,
      rendition,
      coverTime(made.seconds, video.cover_seconds),
    ).catch((err: unknown) => {
      if (ctx.signal?.aborted) throw err;
      throw new PermanentFailure(FAILURE.unreadable, { cause: err });
    });
    const names = posterNames(video.video_file);
    const thumbFile = path.join(work, names.thumb);
    const compressFile = path.join(work, names.compress);
    await writeFile(thumbFile, thumb);
    await writeFile(compressFile, compress);
    await ctx.media.importFile(video.video_file, rendition, 'video/mp4');
    await ctx.media.importFile(names.thumb, thumbFile, 'image/jpeg');
    await ctx.media.importFile(names.compress, compressFile, 'image/jpeg');

    const done = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('videos')
        .set({
          // A draft, or a video scheduled for later, waits `held` (ADR 0101); one whose
          // scheduled time passed while it was processed is listed now, as new.
          state: sql<VideoState>`CASE WHEN ${listsWhenProcessedSql} THEN 'ready' ELSE 'held' END`,
          publication: sql<Publication>`CASE WHEN ${dueSql} THEN 'posted' ELSE publication END`,
          publish_at: sql<Date | null>`CASE WHEN ${dueSql} THEN NULL ELSE publish_at END`,
          created_at: sql<Date>`CASE WHEN ${dueSql} THEN now() ELSE created_at END`,
          progress: null,
          failure_reason: null,
          thumb_url: mediaUrl(names.thumb),
          thumb_url_compress: mediaUrl(names.compress),
          source_file: ctx.keepOriginals ? video.source_file : null,
          // Cue timings of captions are checked against it (docs/product.md#captions).
          duration_seconds: made.seconds,
        })
        .where('id', '=', videoId)
        .where('state', '=', 'processing')
        // The tags and mentions as the row holds them now: the owner may have edited the
        // caption while it was processed (docs/product.md#editing-a-video).
        .returning(['id', 'hashtags', 'mentions', 'state', 'created_at'])
        .executeTakeFirst();
      // The rules' part of it (the hashtags), committed with the row or not at all.
      if (row?.state === 'ready' || row?.state === 'held') {
        await ctx.events.emitWithin('videoProcessed', {
          trx,
          videoId,
          state: row.state,
          createdAt: row.created_at,
          hashtags: row.hashtags,
        });
      }
      return row;
    });
    if (!done) {
      // Deleted while it was processed: its files must not outlive it.
      for (const name of [video.video_file, names.thumb, names.compress]) {
        await ctx.media.delete(name).catch(() => {});
      }
      return;
    }
    // This process's feed page shows it at once (others notice the range change, ADR 0009).
    await ctx.events.emit('videoChanged', { videoId });
    // The client's own thumbnails gave way to the server's poster. They are let go, not
    // deleted: a page that read the video before now still shows them until it reads it
    // again, and the sweep of unattached uploads removes them after its grace period.
    const replaced = [video.thumb_url, video.thumb_url_compress]
      .map((url) => url.slice(url.lastIndexOf('/') + 1))
      .filter((name) => isMediaName(name) && name !== names.thumb && name !== names.compress);
    if (replaced.length > 0) {
      await ctx.db
        .updateTable('uploads')
        .set({ attached_at: null })
        .where('name', 'in', replaced)
        .where('user_id', '=', video.user_id)
        .where('kind', '=', 'thumb')
        .execute();
    }
    if (!ctx.keepOriginals) {
      await ctx.originals
        .delete(video.source_file)
        .catch((err) => ctx.log.warn({ err, videoId }, 'original not deleted'));
    }
    ctx.log.info(
      {
        videoId,
        seconds: Math.round(made.seconds * 10) / 10,
        width: made.width,
        height: made.height,
      },
      'video ready',
    );
    // The owner is told; mentioned people once it can be watched, so not before a draft or
    // a scheduled video is listed (docs/product.md#caption-hashtags-and-mentions).
    await ctx.events.emit('videoProcessingEnded', {
      videoId,
      ownerId: video.user_id,
      outcome: done.state === 'ready' ? 'ready' : 'held',
      mentions: done.mentions,
      log: ctx.log,
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
