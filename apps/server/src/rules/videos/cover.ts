import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { errorMessage } from '../../platform/http/errorCodes';
import { badRequest, notFound, serviceUnavailable } from '../../platform/http/errors';
import { coverNames, coverTime, cutPoster } from '../../platform/media/images';
import { scratchFileName } from '../../platform/media/scratch';
import {
  isMediaName,
  type MediaStorage,
  mediaNameFromUrl,
  mediaUrl,
  stemOf,
} from '../../platform/media/storage';
import type { MediaTools } from '../../platform/media/tools';

/** Said when the cover is changed before the processed video exists (ADR 0139). */
export const COVER_NOT_READY = errorMessage('cover_not_ready');

/** Said for a cover second past the video's end (ADR 0139). */
export function coverOutOfRange(durationSeconds: number): string {
  return `coverSeconds must be between 0 and ${Math.floor(durationSeconds * 10) / 10} (the video's length in seconds).`;
}

/** Said when this server has no ffmpeg to cut the cover with. */
export const COVER_UNAVAILABLE =
  'Changing the cover is unavailable: the server has no working ffmpeg. Try again later.';

/** What cutting a new cover needs: the public media storage, ffmpeg and a scratch folder. */
export interface CoverContext {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  media: MediaStorage;
  tools: MediaTools | null;
  scratchDir: string;
}

/**
 * The owner's new cover after processing (docs/product.md#editing-a-video, ADR 0139): a
 * poster cut with the pipeline's own code from the stored processed video at `seconds`,
 * stored under new names and set on the row. The files of the poster it replaces are let
 * go, not deleted (a page that read the video before still shows them until it reads it
 * again): marked unattached, the leftover sweep removes them after its grace period.
 * The caller has checked that `userId` owns the video.
 */
export async function changeCover(
  ctx: CoverContext,
  userId: string,
  videoId: string,
  seconds: number,
): Promise<void> {
  const video = await ctx.db
    .selectFrom('videos')
    .select(['state', 'video_file', 'duration_seconds'])
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (!video) throw notFound('Video not found.');
  const duration = video.duration_seconds;
  if ((video.state !== 'ready' && video.state !== 'held') || duration === null) {
    throw badRequest(COVER_NOT_READY);
  }
  if (!(seconds >= 0) || seconds > duration)
    throw badRequest(coverOutOfRange(duration), 'cover_out_of_range');
  if (!ctx.tools) throw serviceUnavailable(COVER_UNAVAILABLE);

  await mkdir(ctx.scratchDir, { recursive: true });
  const rendition = path.join(ctx.scratchDir, scratchFileName('mp4'));
  let images: { thumb: Buffer; compress: Buffer };
  try {
    await pipeline(await ctx.media.read(video.video_file), createWriteStream(rendition));
    images = await cutPoster(ctx.tools, rendition, coverTime(duration, seconds));
  } finally {
    await rm(rendition, { force: true });
  }
  const names = coverNames(video.video_file);
  await ctx.media.put(names.thumb, Readable.from(images.thumb), 'image/jpeg');
  await ctx.media.put(names.compress, Readable.from(images.compress), 'image/jpeg');

  const replaced = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom('videos')
        .select(['thumb_url', 'thumb_url_compress'])
        .where('id', '=', videoId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return null;
      await trx
        .insertInto('uploads')
        .values(
          (['thumb', 'compress'] as const).map((size) => ({
            name: names[size],
            stem: stemOf(names[size]),
            user_id: userId,
            kind: 'thumb' as const,
            content_type: 'image/jpeg',
            size: images[size].length,
            attached_at: sql<Date>`now()`,
          })),
        )
        .execute();
      await trx
        .updateTable('videos')
        .set({
          thumb_url: mediaUrl(names.thumb),
          thumb_url_compress: mediaUrl(names.compress),
          cover_seconds: seconds,
        })
        .where('id', '=', videoId)
        .execute();
      const old = [row.thumb_url, row.thumb_url_compress]
        .map((url) => mediaNameFromUrl(url))
        .filter((name): name is string => name !== null && isMediaName(name));
      // The server's own posters have no upload row yet: one is made, unattached, so the
      // sweep counts its grace period from now.
      for (const name of new Set(old)) {
        const stored = await ctx.media.stat(name);
        await trx
          .insertInto('uploads')
          .values({
            name,
            stem: stemOf(name),
            user_id: userId,
            kind: 'thumb',
            content_type: 'image/jpeg',
            size: stored?.size ?? 0,
            attached_at: null,
          })
          .onConflict((oc) =>
            oc
              .column('name')
              .doUpdateSet({ attached_at: null })
              .where('uploads.user_id', '=', userId)
              .where('uploads.kind', '=', 'thumb'),
          )
          .execute();
      }
      return old;
    })
    .catch(async (err: unknown) => {
      await removeFiles(ctx, names);
      throw err;
    });
  if (replaced === null) {
    // Deleted meanwhile: its new files must not outlive it.
    await removeFiles(ctx, names);
    throw notFound('Video not found.');
  }
}

async function removeFiles(ctx: CoverContext, names: { thumb: string; compress: string }) {
  for (const name of [names.thumb, names.compress]) {
    await ctx.media
      .delete(name)
      .catch((err) => ctx.log.warn({ err, name }, 'cover file not deleted'));
  }
}
