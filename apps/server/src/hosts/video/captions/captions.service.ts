import { Readable } from 'node:stream';
import {
  CAPTIONS_CONTENT_TYPE,
  CAPTIONS_NOT_TEXT,
  CAPTIONS_TOO_BIG,
  checkCaptions,
  MAX_CAPTIONS_BYTES,
} from '@flick/api-types/captions';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/database';
import { codeOf } from '../../../platform/http/errorCodes';
import { badRequest, forbidden, notFound, payloadTooLarge } from '../../../platform/http/errors';
import {
  MAX_VIDEO_SECONDS,
  type MediaStorage,
  mediaUrl,
  newMediaName,
} from '../../../platform/media/index';
import { invalidateFeed } from '../feed/feed.cache';
import { findVideo, videoFacts } from '../videos/videos.repository';

export const CAPTIONS_SAVED = 'Captions saved.';
export const CAPTIONS_REMOVED = 'Captions removed.';
export const NOT_YOUR_VIDEO = 'You can only change the captions of your own videos.';

/** The stored captions file of a video the caller owns (404 unseen, 403 someone else's). */
async function ownVideo(db: Kysely<Database>, userId: string, videoId: string) {
  const video = await videoFacts(db, videoId, userId);
  if (!video) throw notFound('Video not found.');
  if (video.user_id !== userId) throw forbidden(NOT_YOUR_VIDEO);
  return db
    .selectFrom('videos')
    .select(['captions_file', 'duration_seconds'])
    .where('id', '=', videoId)
    .executeTakeFirst();
}

/**
 * Sets a video's captions file and returns the file it replaced. The database moves the
 * video's head version with it, so every process reads its cached feed head again (ADR 0048,
 * 0076).
 */
async function setCaptionsFile(
  db: Kysely<Database>,
  userId: string,
  videoId: string,
  name: string | null,
): Promise<{ found: boolean; previous: string | null }> {
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('videos')
      .select('captions_file')
      .where('id', '=', videoId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { found: false, previous: null };
    await trx
      .updateTable('videos')
      .set({ captions_file: name })
      .where('id', '=', videoId)
      .execute();
    return { found: true, previous: row.captions_file };
  });
  invalidateFeed(db);
  return result;
}

/**
 * Checks a WebVTT file against the rules of docs/product.md#captions (the shared checker of
 * `@flick/api-types`, the same the web client runs before uploading), stores the sanitized
 * file and points the video at it; a replaced file is deleted.
 */
export async function putCaptions(
  db: Kysely<Database>,
  media: MediaStorage,
  log: FastifyBaseLogger,
  userId: string,
  videoId: string,
  body: Buffer,
): Promise<{ captionsUrl: string }> {
  const video = await ownVideo(db, userId, videoId);
  if (!video) throw notFound('Video not found.');
  if (body.length > MAX_CAPTIONS_BYTES) throw payloadTooLarge(CAPTIONS_TOO_BIG);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw badRequest(CAPTIONS_NOT_TEXT);
  }
  const checked = checkCaptions(text, {
    // Until the video is processed its length is only known to be within the upload limit.
    videoSeconds: video.duration_seconds ?? MAX_VIDEO_SECONDS,
    byteLength: body.length,
  });
  if (!checked.ok) {
    if (checked.message === CAPTIONS_TOO_BIG) throw payloadTooLarge(checked.message);
    // A malformed line's message names the line: the kind's code.
    const code = codeOf(400, checked.message);
    throw badRequest(checked.message, code === 'invalid_input' ? 'captions_line_invalid' : code);
  }

  const name = newMediaName('vtt');
  await media.put(name, Readable.from([Buffer.from(checked.vtt, 'utf8')]), CAPTIONS_CONTENT_TYPE);
  let set: Awaited<ReturnType<typeof setCaptionsFile>>;
  try {
    set = await setCaptionsFile(db, userId, videoId, name);
  } catch (err) {
    await media.delete(name).catch(() => {});
    throw err;
  }
  if (!set.found) {
    // Deleted meanwhile: nothing points at the new file.
    await media.delete(name).catch(() => {});
    throw notFound('Video not found.');
  }
  if (set.previous) {
    await media
      .delete(set.previous)
      .catch((err) => log.warn({ err, name: set.previous }, 'captions file not deleted'));
  }
  // The address as the owner reads it with the video: signed when the video is not public.
  const read = await findVideo(db, videoId, userId);
  return { captionsUrl: read?.captionsUrl ?? mediaUrl(name) };
}

/** Removes a video's captions (docs/product.md#captions); none is not an error. */
export async function deleteCaptions(
  db: Kysely<Database>,
  media: MediaStorage,
  log: FastifyBaseLogger,
  userId: string,
  videoId: string,
): Promise<void> {
  await ownVideo(db, userId, videoId);
  const set = await setCaptionsFile(db, userId, videoId, null);
  if (!set.found) throw notFound('Video not found.');
  if (set.previous) {
    await media
      .delete(set.previous)
      .catch((err) => log.warn({ err, name: set.previous }, 'captions file not deleted'));
  }
}
