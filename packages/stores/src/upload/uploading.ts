import {
  type MultipartPath,
  multipartRequest,
  unwrap,
  type VideoRecordInput,
} from '@flick/api-types';
import type { StoreContext } from '../context';
import { uploadMessages } from '../messages';
import type { ResumablePort } from '../ports';
import { THUMBNAIL_QUALITY, thumbnailTime, type VideoFile, withoutExtension } from './uploadRules';

// The calls behind the upload dialog's Upload button (docs/product.md#upload-rules), loaded
// when it is pressed: they stay out of the stores' chunk, which every signed-in first visit
// loads (apps/web/vite.config.ts, docs/architecture.md#performance). The dialog's state stays
// in UploadStore; this module only sends and tells the store what happened.

/** One press of Upload, as UploadStore hands it over. */
export interface UploadJob {
  file: VideoFile;
  duration: number;
  /** The checked captions (WebVTT text), sent after the record, or null. */
  captions: string | null;
  /** Aborts the requests in flight (the dialog closed while uploading). */
  signal: AbortSignal;
  /** True once the dialog was closed or reset: this upload no longer changes it. */
  cancelled(): boolean;
  /** Fraction of bytes sent, 0 to 1. */
  progress(fraction: number): void;
  /** The record call goes out: from then on closing no longer cancels. */
  recording(): void;
  /** The second whose frame is the cover (the thumbnail is taken there); null: the default. */
  cover: number | null;
  /**
   * The caption, switches and publication the person set, read when the record is sent;
   * null without a draft.
   */
  fields(): RecordFields | null;
}

/** The record's fields the dialog sets: caption, switches, publication and cover. */
export type RecordFields = Partial<
  Pick<
    VideoRecordInput,
    | 'caption'
    | 'allowComment'
    | 'allowDownload'
    | 'allowDuet'
    | 'publication'
    | 'publishAt'
    | 'coverTime'
  >
>;

/** A failed upload: the text for the log and, when the user is told, the toast. */
export interface UploadFailure {
  internal: string;
  toast: string | null;
  error: unknown;
}

/**
 * `shared` once the record was accepted (the video is shared whole, even if closed meanwhile);
 * `cancelled` when the dialog was closed first (what the server stored is removed again);
 * otherwise the failure, for the store to log, reset and tell.
 */
export type UploadOutcome = 'shared' | 'cancelled' | UploadFailure;

/** A failed upload step: the text for the log and, when the user is told, the toast. */
class UploadStepError extends Error {
  constructor(
    message: string,
    readonly toast: string | null,
  ) {
    super(message);
  }
}

/**
 * Thumbnail (POST /upload/thumb), video (POST /upload/video), then the record (POST /upload on
 * the video host), then the captions if any (docs/product.md#upload-rules). Never rejects.
 */
export async function sendUpload(ctx: StoreContext, job: UploadJob): Promise<UploadOutcome> {
  const { file, signal } = job;
  /** Names the server stored for this upload, removed again if it is cancelled. */
  const stored: string[] = [];
  try {
    const thumbnail = await captureThumbnail(ctx, file, job.duration, job.cover);
    const total = thumbnail.size + file.size || 1;
    if (job.cancelled()) throw new Error('cancelled');
    const thumbName = await send(
      ctx,
      '/upload/thumb',
      thumbnail,
      `thumbnail.${thumbnail.type.split('/')[1] || 'jpg'}`,
      (f) => job.progress((f * thumbnail.size) / total),
      uploadMessages.thumbnailBadAnswer,
      uploadMessages.thumbnailFailed,
      signal,
    );
    stored.push(thumbName);
    if (job.cancelled()) throw new Error('cancelled');
    const videoProgress = (f: number) => job.progress((thumbnail.size + f * file.size) / total);
    // The file part of the second call goes resumably when the app offers it (ADR 0097);
    // otherwise as one multipart POST (docs/product.md#upload-rules).
    const videoName = ctx.resumable
      ? await sendVideoResumably(ctx, ctx.resumable, file, videoProgress, signal)
      : await send(
          ctx,
          '/upload/video',
          file,
          file.name,
          videoProgress,
          uploadMessages.videoBadAnswer,
          uploadMessages.videoFailed,
          signal,
        );
    stored.push(videoName);
    if (job.cancelled()) throw new Error('cancelled');
    job.recording();
    const videoId = await record(ctx, thumbName, videoName, job.fields());
    if (job.captions !== null) await sendCaptions(ctx, videoId, job.captions);
  } catch (error) {
    if (job.cancelled()) {
      // Closed mid-upload, or the record failed after the dialog was closed: nothing was
      // shared, so nothing stored for it may stay.
      await discard(ctx, stored);
      return 'cancelled';
    }
    // docs/product.md#upload-rules: the internal texts ('… failed or invalid response format.',
    // 'Failed to share video.') go to the log, never on screen. A failed upload step says so in
    // its toast; a failed share only resets the indicator (docs/product.md#upload-dialog).
    return error instanceof UploadStepError
      ? { internal: error.message, toast: error.toast, error }
      : { internal: uploadMessages.shareFailed, toast: null, error };
  }
  return 'shared';
}

function storedName(body: unknown): string | null {
  return Array.isArray(body) && typeof body[0] === 'string' && body[0] !== '' ? body[0] : null;
}

/** Removes a cancelled upload's stored files; a failure is logged (the server sweeps them). */
async function discard(ctx: StoreContext, names: string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      try {
        const { response } = await ctx.api.upload.DELETE('/upload/{name}', {
          params: { path: { name } },
        });
        if (!response.ok) throw new Error(`DELETE /upload/${name} answered ${response.status}`);
      } catch (error) {
        ctx.logger.error(uploadMessages.discardFailed, error);
      }
    }),
  );
}

async function captureThumbnail(
  ctx: StoreContext,
  file: VideoFile,
  duration: number,
  cover: number | null,
): Promise<Blob> {
  try {
    if (!ctx.media) throw new Error('No media port');
    // The chosen cover frame (ADR 0101), else docs/product.md#upload-rules' frame.
    const at = cover === null ? thumbnailTime(duration) : Math.min(cover, duration);
    return await ctx.media.captureThumbnail(file, at, THUMBNAIL_QUALITY);
  } catch (error) {
    ctx.logger.error(uploadMessages.thumbnailBadAnswer, error);
    throw new UploadStepError(uploadMessages.thumbnailBadAnswer, uploadMessages.thumbnailFailed);
  }
}

/** One multipart upload; resolves with the stored file name (the answer's first entry). */
async function send(
  ctx: StoreContext,
  path: MultipartPath<'upload'>,
  blob: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
  badAnswer: string,
  toast: string,
  signal: AbortSignal,
): Promise<string> {
  const body = new FormData();
  body.append('file', blob, fileName);
  let name: string | null = null;
  try {
    const answer = await ctx.uploadFile({
      ...multipartRequest('upload', path, ctx.getToken(), ctx.hosts),
      body,
      onProgress,
      signal,
    });
    name = answer.status === 200 ? storedName(answer.body) : null;
  } catch (error) {
    if (!signal.aborted) ctx.logger.error(badAnswer, error);
  }
  if (name === null) throw new UploadStepError(badAnswer, toast);
  return name;
}

/**
 * The video file over tus (upload/resumable.ts): the same failure texts as the multipart
 * POST; resolves with the stored name.
 */
async function sendVideoResumably(
  ctx: StoreContext,
  port: ResumablePort,
  file: VideoFile,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<string> {
  try {
    const { sendResumable } = await import('./resumable');
    return await sendResumable(ctx, port, file, onProgress, signal);
  } catch (error) {
    if (!signal.aborted) ctx.logger.error(uploadMessages.videoBadAnswer, error);
    throw new UploadStepError(uploadMessages.videoBadAnswer, uploadMessages.videoFailed);
  }
}

/**
 * Attaches the checked captions to the shared video (PUT /videos/{id}/captions). The
 * video is shared either way: a refusal is told, never undoes the upload.
 */
async function sendCaptions(ctx: StoreContext, videoId: string, text: string): Promise<void> {
  try {
    const { CAPTIONS_CONTENT_TYPE } = await import('@flick/api-types/captions');
    await unwrap(
      ctx.api.video.PUT('/videos/{videoId}/captions', {
        params: { path: { videoId } },
        body: text,
        bodySerializer: (body: string) => body,
        headers: { 'content-type': CAPTIONS_CONTENT_TYPE },
      }),
      uploadMessages.captionsNotSaved,
    );
  } catch (error) {
    ctx.logger.error(uploadMessages.captionsNotSaved, error);
    // The server's reason (e.g. a cue past the video's end) follows when it gave one.
    const reason =
      error instanceof Error && error.message !== uploadMessages.captionsNotSaved
        ? ` ${error.message}`
        : '';
    ctx.notify.error(`${uploadMessages.captionsNotSaved}${reason}`);
  }
}

/** POST /upload on the video host with the defaults of docs/product.md#video-fields. */
async function record(
  ctx: StoreContext,
  thumbName: string,
  videoName: string,
  fields: RecordFields | null,
): Promise<string> {
  const thumbUrl = `${ctx.mediaBase}${thumbName}`;
  // The record of docs/product.md#video-fields, with the caption and switches the
  // person set; `hashtags` stays empty: the server reads the caption's #tags and @mentions
  // itself (ADR 0093).
  const body: VideoRecordInput = {
    allowComment: '1',
    allowDownload: '1',
    allowDuet: '1',
    caption: '',
    ...fields,
    comments: 0,
    downloads: 0,
    hashtags: [],
    isDuet: '0',
    status: 1,
    thumbUrl,
    thumbUrlCompress: thumbUrl,
    videoUrl: withoutExtension(videoName),
  };
  const { status, data } = await unwrap(
    ctx.api.video.POST('/upload', { body }),
    uploadMessages.shareFailed,
  );
  if (status !== 200) throw new Error(`Video record answered ${status}, expected 200`);
  return data.data.id;
}
