import type { Video, VideoRecordInput } from '@flick/api-types';
import { ALREADY_POSTED } from '@flick/api-types/publication';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { CoreEvents } from '../../../platform/core/events';
import type { Database } from '../../../platform/db/database';
import type { Publication } from '../../../platform/db/tables/content';
import {
  badRequest,
  forbidden,
  isUniqueViolation,
  notFound,
  tooManyRequests,
} from '../../../platform/http/errors';
import type { PushOutbox } from '../../../platform/jobs/pushOutbox';
import type { JobQueue, MediaJob } from '../../../platform/jobs/queue';
import { type MediaStorage, mediaNameFromUrl, mediaUrl } from '../../../platform/media/index';
import { type CoverContext, changeCover } from '../../../rules/videos/cover';
import { collectHashtags, linkHashtags, unlinkHashtags } from '../../../rules/videos/hashtags';
import { notifyMentions, resolveMentions } from '../../../rules/videos/mentions';
import { listHeldVideo, readPublication } from '../../../rules/videos/publication';
import { attachUploads, findOwnUpload } from '../../../rules/videos/uploads.repository';
import { USER_NOT_FOUND, userExists } from '../../../rules/visibility/users.repository';
import { invalidateFeed } from '../feed/feed.cache';
import { notifyOwner } from '../notify';
import {
  countVideoEvent,
  findVideo,
  likeVideo,
  unlikeVideo,
  userVideos,
  type VideoCounts,
  videoFacts,
} from './videos.repository';

/**
 * Videos one person may have waiting for or in processing at once (docs/product.md#processing,
 * ADR 0091): one person's burst cannot fill the queue every other upload waits in.
 */
export const MAX_PROCESSING_VIDEOS = 3;
export const TOO_MANY_PROCESSING = `You have ${MAX_PROCESSING_VIDEOS} videos still processing. Please wait until one is ready, then share again.`;

/**
 * Refuses a new record while the person has `MAX_PROCESSING_VIDEOS` videos processing (429).
 * Locks the person's row first, so parallel records (in any process) are counted one after
 * another and cannot all slip under the cap.
 */
async function refuseOverProcessingCap(trx: Kysely<Database>, userId: string): Promise<void> {
  await sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`.execute(trx);
  const row = await trx
    .selectFrom('videos')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('state', '=', 'processing')
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= MAX_PROCESSING_VIDEOS) throw tooManyRequests(TOO_MANY_PROCESSING);
}

async function ownThumbnail(db: Kysely<Database>, userId: string, url: string, field: string) {
  const name = mediaNameFromUrl(url);
  const upload = name ? await findOwnUpload(db, userId, 'thumb', { name }) : undefined;
  if (!upload) throw badRequest(`${field} must be the address of a thumbnail you uploaded.`);
  return mediaUrl(upload.name);
}

/**
 * Stores the record of an uploaded video (docs/product.md#video-fields defaults) as `processing`
 * and queues its processing in the same transaction (ADR 0016). The file must be the caller's own
 * upload; hashtags are the sent ones plus the caption's #tags (counted once it is ready).
 * `origin` (the request's id, ADR 0119, and trace context, ADR 0128) goes with the processing
 * job into the worker's log and trace.
 */
/**
 * The like, comment and edit routes name the video's owner (`videoUserId`) beside its id: a
 * 400 when it is not the owner (of a local video, or the remote account of a remote one).
 */
export function checkVideoOwner(ownerId: string, videoUserId: string): void {
  if (ownerId !== videoUserId) throw badRequest("videoUserId is not this video's owner.");
}

export async function createVideo(
  db: Kysely<Database>,
  jobs: Pick<JobQueue, 'sendMedia' | 'wakeMedia' | 'sendPublish'>,
  userId: string,
  input: VideoRecordInput,
  origin?: Pick<MediaJob, 'requestId' | 'traceparent' | 'tracestate'>,
): Promise<Video> {
  // Posted once processed (the default), a draft, or scheduled (ADR 0101).
  const { publication, publishAt } = readPublication(input);
  const upload = await findOwnUpload(db, userId, 'video', { stem: input.videoUrl });
  if (!upload) throw badRequest('videoUrl must name a video file you uploaded.');
  const thumbUrl = await ownThumbnail(db, userId, input.thumbUrl, 'thumbUrl');
  const thumbUrlCompress = await ownThumbnail(
    db,
    userId,
    input.thumbUrlCompress,
    'thumbUrlCompress',
  );
  const caption = input.caption ?? '';
  const hashtags = collectHashtags(input.hashtags ?? [], caption);
  // Told once the video is ready (processing/pipeline.ts), when they can watch it.
  const mentions = await resolveMentions(db, caption);

  const id = await db
    .transaction()
    .execute(async (trx) => {
      await refuseOverProcessingCap(trx, userId);
      const files = [upload.name, thumbUrl, thumbUrlCompress].map((f) => mediaNameFromUrl(f) ?? f);
      if (!(await attachUploads(trx, userId, files))) {
        throw badRequest('videoUrl must name a video file you uploaded.');
      }
      const row = await trx
        .insertInto('videos')
        .values({
          user_id: userId,
          // The rendition's name, public once it exists; the upload waits in private storage.
          video_file: upload.name,
          source_file: upload.name,
          state: 'processing',
          progress: 0,
          video_url: input.videoUrl,
          thumb_url: thumbUrl,
          thumb_url_compress: thumbUrlCompress,
          caption,
          hashtags,
          mentions: JSON.stringify(mentions),
          allow_comment: (input.allowComment ?? '1') === '1',
          allow_download: (input.allowDownload ?? '1') === '1',
          allow_duet: (input.allowDuet ?? '1') === '1',
          is_duet: (input.isDuet ?? '0') === '1',
          status: input.status ?? 1,
          publication,
          publish_at: publishAt,
          cover_seconds: input.coverTime ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await jobs.sendMedia({ ...origin, videoId: row.id }, trx);
      if (publishAt) await jobs.sendPublish({ videoId: row.id }, publishAt, trx);
      return row.id;
    })
    .catch((err: unknown) => {
      // One record per uploaded file.
      if (isUniqueViolation(err, 'videos_video_file_key')) {
        throw badRequest('This video has already been shared.');
      }
      throw err;
    });
  jobs.wakeMedia();
  const video = await findVideo(db, id, userId);
  if (!video) throw new Error(`Video ${id} vanished after insert`);
  return video;
}

/** A user's videos (or duets) as the caller may see them; 404 when the user does not exist. */
export async function listUserVideos(
  db: Kysely<Database>,
  userId: string,
  isDuet: boolean,
  callerId: string,
): Promise<Video[]> {
  if (!(await userExists(db, userId))) throw notFound(USER_NOT_FOUND);
  return userVideos(db, userId, isDuet, callerId);
}

/** One of the three counters `POST /updateVideo` moves. */
export type VideoUpdate = { like: 0 | 1 } | { downloads: 1 } | { share: 1 };

/** Likes (idempotent per user), unlikes, counts a download or a share. A new like tells the owner. */
export async function updateVideo(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  userId: string,
  videoId: string,
  videoUserId: string,
  update: VideoUpdate,
  push?: PushOutbox | null,
): Promise<VideoCounts> {
  const video = await videoFacts(db, videoId, userId, { acting: true });
  if (!video) throw notFound('Video not found.');
  checkVideoOwner(video.user_id, videoUserId);

  if ('like' in update) {
    if (update.like === 0) {
      const counts = await unlikeVideo(db, videoId, userId);
      if (!counts) throw notFound('Video not found.');
      return counts;
    }
    const liked = await likeVideo(db, videoId, userId);
    if (!liked) throw notFound('Video not found.');
    if (liked.added) {
      await notifyOwner(
        db,
        log,
        { userId: video.user_id, actorId: userId, type: 'like', videoId },
        push,
      );
    }
    return liked.counts;
  }
  if ('downloads' in update) {
    if (!video.allow_download && video.user_id !== userId) {
      throw forbidden('Downloads are turned off for this video.');
    }
    const counts = await countVideoEvent(db, videoId, userId, 'downloads');
    if (!counts) throw notFound('Video not found.');
    return counts;
  }
  const counts = await countVideoEvent(db, videoId, userId, 'shares');
  if (!counts) throw notFound('Video not found.');
  return counts;
}

/** What the owner may change after posting (docs/product.md#editing-a-video). */
export interface VideoEdit {
  caption?: string;
  allowComment?: '0' | '1';
  allowDownload?: '0' | '1';
  allowDuet?: '0' | '1';
  /** Post a draft or scheduled video now, schedule it, or keep it a draft (ADR 0101). */
  publication?: Publication;
  publishAt?: string;
  /** A new cover cut from the processed video at this second (ADR 0139). */
  coverSeconds?: number;
}

/**
 * The owner edits their video's caption and switches in place. A new caption re-derives its
 * hashtags (relinked at once when the video is ready; the pipeline links them otherwise) and
 * its mentions; a person newly mentioned on a ready video is told now (once: `TOLD_ONCE`).
 * Answers the video as it now reads.
 */
export async function editVideo(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  userId: string,
  videoId: string,
  videoUserId: string,
  edit: VideoEdit,
  push?: PushOutbox | null,
  listing?: { jobs: Pick<JobQueue, 'sendPublish'>; events?: CoreEvents | null },
  cover?: Omit<CoverContext, 'db' | 'log'>,
): Promise<Video> {
  const video = await videoFacts(db, videoId, userId, { acting: true });
  if (!video) throw notFound('Video not found.');
  checkVideoOwner(video.user_id, videoUserId);
  if (video.user_id !== userId) throw forbidden('You can only edit your own videos.');
  const choice =
    edit.publication === undefined && edit.publishAt === undefined
      ? undefined
      : readPublication(edit);
  // The new cover first: a refused second (400) leaves the rest of the edit unsaved too.
  if (edit.coverSeconds !== undefined) {
    if (!cover) throw new Error('a cover needs the media storage and ffmpeg');
    await changeCover({ ...cover, db, log }, userId, videoId, edit.coverSeconds);
  }
  const caption = edit.caption;
  const mentions = caption === undefined ? undefined : await resolveMentions(db, caption);
  const state = await db.transaction().execute(async (trx) => {
    // The row's lock orders this edit with the pipeline's move to ready, which links the
    // tags the row holds when it commits.
    const row = await trx
      .selectFrom('videos')
      .select(['state', 'created_at'])
      .where('id', '=', videoId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Video not found.');
    const flags = {
      ...(edit.allowComment ? { allow_comment: edit.allowComment === '1' } : {}),
      ...(edit.allowDownload ? { allow_download: edit.allowDownload === '1' } : {}),
      ...(edit.allowDuet ? { allow_duet: edit.allowDuet === '1' } : {}),
    };
    const hashtags = caption === undefined ? undefined : collectHashtags([], caption);
    if (choice) {
      // Only a video not listed yet waits for its publication; a listed one stays listed.
      if (row.state === 'ready' && choice.publication !== 'posted') {
        throw badRequest(ALREADY_POSTED);
      }
      if (choice.publishAt) {
        if (!listing) throw new Error('scheduling needs the job queue');
        await listing.jobs.sendPublish({ videoId }, choice.publishAt, trx);
      }
    }
    const set = {
      ...flags,
      ...(caption === undefined ? {} : { caption, hashtags, mentions: JSON.stringify(mentions) }),
      ...(choice && row.state !== 'ready'
        ? { publication: choice.publication, publish_at: choice.publishAt }
        : {}),
    };
    if (Object.keys(set).length > 0) {
      await trx.updateTable('videos').set(set).where('id', '=', videoId).execute();
    }
    if (hashtags && row.state === 'ready') {
      await unlinkHashtags(trx, videoId);
      await trx.deleteFrom('video_hashtags').where('video_id', '=', videoId).execute();
      await linkHashtags(trx, videoId, row.created_at, hashtags);
    }
    return row.state;
  });
  invalidateFeed(db);
  // Caches of this process that derive from its files (the media route's decisions) forget
  // the poster it had; remote followers get the new caption or poster (ADR 0152).
  if (edit.coverSeconds !== undefined || caption !== undefined) {
    await listing?.events?.emit('videoChanged', { videoId });
  }
  if (mentions && state === 'ready') {
    await notifyMentions(db, log, { id: videoId, userId, mentions }, push);
  }
  // "Post now" on a processed draft or scheduled video lists it at once; one still
  // processing is listed by the pipeline when it is done.
  if (choice?.publication === 'posted' && state === 'held') {
    await listHeldVideo({ db, log, events: listing?.events ?? null, push }, videoId);
  }
  const updated = await findVideo(db, videoId, userId);
  if (!updated) throw notFound('Video not found.');
  return updated;
}

/** Deletes one of the caller's own videos, its likes, comments and tag links, then its files. */
export async function deleteVideo(
  db: Kysely<Database>,
  storage: { media: MediaStorage; originals: MediaStorage },
  log: FastifyBaseLogger,
  userId: string,
  videoId: string,
): Promise<void> {
  const video = await videoFacts(db, videoId, userId);
  if (!video) throw notFound('Video not found.');
  if (video.user_id !== userId) throw forbidden('You can only delete your own videos.');
  const files = [
    video.video_file,
    mediaNameFromUrl(video.thumb_url),
    mediaNameFromUrl(video.thumb_url_compress),
  ].filter((n): n is string => n !== null);
  const unique = [...new Set(files)];
  await db.transaction().execute(async (trx) => {
    await unlinkHashtags(trx, videoId);
    // Its likes, comments and notifications go with it (foreign keys, ON DELETE CASCADE).
    const gone = await trx
      .deleteFrom('videos')
      .where('id', '=', videoId)
      .returning('captions_file')
      .executeTakeFirst();
    // captions (docs/product.md#captions): the file as the row had it when it went.
    if (gone?.captions_file) unique.push(gone.captions_file);
    await trx
      .deleteFrom('uploads')
      .where('name', 'in', unique)
      .where('user_id', '=', userId)
      .execute();
  });
  invalidateFeed(db);
  // Files go after the rows: a crash in between leaves an orphan file, never a broken video.
  for (const name of unique) {
    await storage.media
      .delete(name)
      .catch((err) => log.warn({ err, name }, 'media file not deleted'));
  }
  // A video still processing (or kept) has its original in private storage.
  if (video.source_file) {
    await storage.originals
      .delete(video.source_file)
      .catch((err) => log.warn({ err, name: video.source_file }, 'original not deleted'));
  }
}
