import {
  type MultipartPath,
  multipartRequest,
  unwrap,
  type VideoRecordInput,
} from '@flick/api-types';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CaptionDraft } from '../caption/CaptionDraft';
import type { StoreContext } from '../context';
import { uploadMessages } from '../messages';

/** Maximum video duration, seconds (docs/product.md#upload-rules). */
export const MAX_DURATION_SECONDS = 60;
/** docs/product.md#upload-rules: the thumbnail is taken at 2 s, or half the duration if shorter. */
export const THUMBNAIL_AT_SECONDS = 2;
/** Thumbnail image quality (docs/product.md#upload-rules). */
export const THUMBNAIL_QUALITY = 0.9;
/** The success dialog closes after this long (docs/product.md#upload-dialog). */
export const SUCCESS_CLOSE_MS = 2000;

/** A chosen file: a Blob with a name (a browser `File` fits). */
export type VideoFile = Blob & { readonly name: string };

/** The dialog's phases (docs/product.md#upload-dialog). */
export type UploadPhase = 'empty' | 'preview' | 'uploading' | 'success';

/** Where the thumbnail capture is taken: min(2 s, duration / 2) (docs/product.md#upload-rules). */
export function thumbnailTime(durationSeconds: number): number {
  return Math.min(THUMBNAIL_AT_SECONDS, durationSeconds / 2);
}

/** The stored file name without its extension (docs/product.md#video-fields, videoUrl). */
export function withoutExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** A failed upload step: the text for the state and, when the user is told, the toast. */
class UploadStepError extends Error {
  constructor(
    message: string,
    readonly toast: string | null,
  ) {
    super(message);
  }
}

function storedName(body: unknown): string | null {
  return Array.isArray(body) && typeof body[0] === 'string' && body[0] !== '' ? body[0] : null;
}

/**
 * The upload dialog, spec state area "new user video modal": choose and validate a file,
 * then thumbnail upload → video upload → video record, with progress.
 */
export class UploadStore {
  isOpen = false;
  phase: UploadPhase = 'empty';
  file: VideoFile | null = null;
  /** Seconds, once read. */
  duration: number | null = null;
  error: string | null = null;
  /** Fraction of bytes sent, 0 to 1, for a progress bar. */
  progress = 0;
  /** Captions that passed the checks, sent after the record (docs/product.md#captions). */
  captions: { name: string; text: string } | null = null;
  /** Why the picked captions file was refused; Upload waits until it is replaced or removed. */
  captionsError: string | null = null;
  /**
   * The caption (with `#`/`@` suggestions) and the comment, download and duet switches sent
   * with the record (docs/product.md#caption-hashtags-and-mentions); null until its code
   * has loaded with the dialog (`loadCaption`).
   */
  caption: CaptionDraft | null = null;
  private run = 0;
  private closeTimer: unknown;
  /** Aborts the requests of the upload in flight. */
  private controller: AbortController | null = null;
  /** True once the record call went out: from then on closing no longer cancels. */
  private recording = false;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx' | 'run' | 'closeTimer' | 'controller' | 'recording'>(this, {
      ctx: false,
      caption: observableRef,
      run: false,
      closeTimer: false,
      controller: false,
      recording: false,
      file: observableRef,
    });
  }

  /** The label while uploading or after success: `Uploading...` / `Success!`. */
  get statusText(): string | null {
    if (this.phase === 'uploading') return uploadMessages.uploading;
    if (this.phase === 'success') return uploadMessages.successTitle;
    return null;
  }

  /** The line under `Success!`: `Your video has been shared.` */
  get statusDetail(): string | null {
    return this.phase === 'success' ? uploadMessages.successText : null;
  }

  /** The Upload button is disabled unless a validated file waits. */
  get canUpload(): boolean {
    return (
      this.phase === 'preview' &&
      this.file !== null &&
      this.captionsError === null &&
      (this.caption?.error ?? null) === null
    );
  }

  /**
   * Checks a picked captions file at once, with the rules the server applies (the shared
   * checker of `@flick/api-types`), so a bad file is refused before anything is uploaded
   * (docs/product.md#captions). `null` removes the captions. Resolves true when kept.
   */
  async selectCaptions(file: VideoFile | null | undefined): Promise<boolean> {
    if (this.phase !== 'preview') return false;
    if (!file) {
      this.captions = null;
      this.captionsError = null;
      return true;
    }
    const run = this.run;
    // The checker (with its WebVTT parser) loads only when someone picks a captions file.
    const { CAPTIONS_TOO_BIG, checkCaptions, MAX_CAPTIONS_BYTES } = await import(
      '@flick/api-types/captions'
    );
    const checked =
      file.size > MAX_CAPTIONS_BYTES
        ? ({ ok: false, message: CAPTIONS_TOO_BIG } as const)
        : checkCaptions(await file.text(), {
            ...(this.duration !== null ? { videoSeconds: this.duration } : {}),
            byteLength: file.size,
          });
    if (run !== this.run) return false;
    runInAction(() => {
      if (checked.ok) {
        this.captions = { name: file.name, text: checked.vtt };
        this.captionsError = null;
      } else {
        this.captions = null;
        this.captionsError = checked.message;
      }
    });
    if (!checked.ok) this.ctx.notify.error(checked.message);
    return checked.ok;
  }

  open(): void {
    this.reset();
    this.isOpen = true;
    void this.loadCaption();
  }

  /**
   * The caption draft, its code loaded with the dialog rather than with the first screen
   * (docs/architecture.md#performance). Resolves with the same draft every time.
   */
  async loadCaption(): Promise<CaptionDraft> {
    if (this.caption) return this.caption;
    const { CaptionDraft } = await import('../caption/CaptionDraft');
    const draft = this.caption ?? new CaptionDraft(this.ctx);
    runInAction(() => {
      this.caption = draft;
    });
    return draft;
  }

  /**
   * Closes the dialog (Escape, ×, outside click, or 2 s after success) and forgets
   * everything. Closed while uploading, before the record call went out, it cancels
   * (docs/product.md#upload-cancel): the requests in flight are aborted, what the server
   * already stored is removed, and `Upload cancelled.` is shown. Once the record call went
   * out the video is shared whole: closing then only hides the dialog.
   */
  close(): void {
    const cancelling = this.phase === 'uploading' && !this.recording;
    if (cancelling) this.controller?.abort();
    this.reset();
    this.isOpen = false;
    if (cancelling) this.ctx.notify.success(uploadMessages.cancelled);
  }

  /**
   * The back button: resets the file, duration, errors and state (docs/product.md#upload-dialog).
   */
  back(): void {
    this.reset();
  }

  /**
   * Validates a chosen or dropped file: it must exist, be a video type and last at most
   * 60 s (docs/product.md#upload-rules). Resolves true when the preview is shown.
   */
  async selectFile(file: VideoFile | null | undefined): Promise<boolean> {
    if (this.phase === 'uploading' || this.phase === 'success') return false;
    if (!file) return this.reject(uploadMessages.noFile);
    if (!file.type.startsWith('video/')) return this.reject(uploadMessages.notVideo);
    const run = ++this.run;
    let duration: number;
    try {
      if (!this.ctx.media) throw new Error('No media port');
      duration = await this.ctx.media.readDuration(file);
    } catch (error) {
      this.ctx.logger.error(uploadMessages.unreadable, error);
      return run === this.run ? this.reject(uploadMessages.unreadable) : false;
    }
    if (run !== this.run) return false;
    if (!Number.isFinite(duration) || duration <= 0) return this.reject(uploadMessages.unreadable);
    // The rule fires only above 60 s: a clip of exactly 60 s is accepted
    // (docs/product.md#upload-rules).
    if (duration > MAX_DURATION_SECONDS) return this.reject(uploadMessages.tooLong);
    runInAction(() => {
      this.file = file;
      this.duration = duration;
      this.error = null;
      this.phase = 'preview';
    });
    return true;
  }

  /**
   * Uploads in the order of docs/product.md#upload-rules: thumbnail (POST /upload/thumb), video
   * (POST /upload/video), then the record (POST /upload on the video host). On success
   * shows `Success!`, says `Video uploaded successfully!`, and after 2000 ms closes and
   * goes to /profile. On failure returns to the preview with the failure's text.
   */
  async upload(): Promise<boolean> {
    const file = this.file;
    const duration = this.duration;
    const captions = this.captions;
    if (!file || duration === null) return this.reject(uploadMessages.noFile);
    if (this.captionsError !== null || (this.caption?.error ?? null) !== null) return false;
    if (this.phase === 'uploading') return false;
    const run = ++this.run;
    const controller = new AbortController();
    this.controller = controller;
    this.recording = false;
    /** Names the server stored for this upload, removed again if it is cancelled. */
    const stored: string[] = [];
    const cancelled = () => run !== this.run;
    this.phase = 'uploading';
    this.error = null;
    this.progress = 0;
    try {
      const thumbnail = await this.captureThumbnail(file, duration);
      const total = thumbnail.size + file.size || 1;
      if (cancelled()) throw new Error('cancelled');
      const thumbName = await this.send(
        '/upload/thumb',
        thumbnail,
        `thumbnail.${thumbnail.type.split('/')[1] || 'jpg'}`,
        (f) => this.setProgress(run, (f * thumbnail.size) / total),
        uploadMessages.thumbnailBadAnswer,
        uploadMessages.thumbnailFailed,
        controller.signal,
      );
      stored.push(thumbName);
      if (cancelled()) throw new Error('cancelled');
      const videoName = await this.send(
        '/upload/video',
        file,
        file.name,
        (f) => this.setProgress(run, (thumbnail.size + f * file.size) / total),
        uploadMessages.videoBadAnswer,
        uploadMessages.videoFailed,
        controller.signal,
      );
      stored.push(videoName);
      if (cancelled()) throw new Error('cancelled');
      this.recording = true;
      const videoId = await this.record(thumbName, videoName);
      if (captions) await this.sendCaptions(videoId, captions.text);
    } catch (error) {
      if (cancelled()) {
        // Closed mid-upload, or the record failed after the dialog was closed: nothing was
        // shared, so nothing stored for it may stay.
        await this.discard(stored);
        return false;
      }
      // docs/product.md#upload-rules: the internal texts ('… failed or invalid response format.',
      // 'Failed to share video.') go to the log, never on screen. A failed upload step says so in
      // its toast; a failed share only resets the indicator (docs/product.md#upload-dialog).
      this.controller = null;
      this.recording = false;
      const internal =
        error instanceof UploadStepError ? error.message : uploadMessages.shareFailed;
      this.ctx.logger.error(internal, error);
      runInAction(() => {
        this.error = null;
        this.phase = 'preview';
        this.progress = 0;
      });
      if (error instanceof UploadStepError && error.toast) this.ctx.notify.error(error.toast);
      return false;
    }
    if (this.controller === controller) {
      this.controller = null;
      this.recording = false;
    }
    if (cancelled()) {
      // Closed after the record call went out: the video is shared, so say so.
      this.ctx.notify.success(uploadMessages.success);
      this.ctx.videoUploaded();
      return true;
    }
    runInAction(() => {
      this.phase = 'success';
      this.progress = 1;
    });
    this.ctx.notify.success(uploadMessages.success);
    this.ctx.videoUploaded();
    this.closeTimer = this.ctx.clock.setTimeout(() => {
      this.close();
      this.ctx.navigate('/profile');
    }, SUCCESS_CLOSE_MS);
    return true;
  }

  private setProgress(run: number, fraction: number): void {
    if (run === this.run) this.progress = Math.min(1, Math.max(0, fraction));
  }

  private reject(message: string): false {
    this.file = null;
    this.duration = null;
    this.error = message;
    this.phase = 'empty';
    this.ctx.notify.error(message);
    return false;
  }

  private reset(): void {
    this.run += 1; // an upload still in flight no longer changes this dialog
    this.ctx.clock.clearTimeout(this.closeTimer);
    this.file = null;
    this.duration = null;
    this.error = null;
    this.phase = 'empty';
    this.progress = 0;
    this.captions = null;
    this.captionsError = null;
    this.caption?.reset();
  }

  /** Removes a cancelled upload's stored files; a failure is logged (the server sweeps them). */
  private async discard(names: string[]): Promise<void> {
    await Promise.all(
      names.map(async (name) => {
        try {
          const { response } = await this.ctx.api.upload.DELETE('/upload/{name}', {
            params: { path: { name } },
          });
          if (!response.ok) throw new Error(`DELETE /upload/${name} answered ${response.status}`);
        } catch (error) {
          this.ctx.logger.error(uploadMessages.discardFailed, error);
        }
      }),
    );
  }

  private async captureThumbnail(file: VideoFile, duration: number): Promise<Blob> {
    try {
      if (!this.ctx.media) throw new Error('No media port');
      return await this.ctx.media.captureThumbnail(
        file,
        thumbnailTime(duration),
        THUMBNAIL_QUALITY,
      );
    } catch (error) {
      this.ctx.logger.error(uploadMessages.thumbnailBadAnswer, error);
      throw new UploadStepError(uploadMessages.thumbnailBadAnswer, uploadMessages.thumbnailFailed);
    }
  }

  /** One multipart upload; resolves with the stored file name (the answer's first entry). */
  private async send(
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
      const answer = await this.ctx.uploadFile({
        ...multipartRequest('upload', path, this.ctx.getToken(), this.ctx.hosts),
        body,
        onProgress,
        signal,
      });
      name = answer.status === 200 ? storedName(answer.body) : null;
    } catch (error) {
      if (!signal.aborted) this.ctx.logger.error(badAnswer, error);
    }
    if (name === null) throw new UploadStepError(badAnswer, toast);
    return name;
  }

  /**
   * Attaches the checked captions to the shared video (PUT /videos/{id}/captions). The
   * video is shared either way: a refusal is told, never undoes the upload.
   */
  private async sendCaptions(videoId: string, text: string): Promise<void> {
    try {
      const { CAPTIONS_CONTENT_TYPE } = await import('@flick/api-types/captions');
      await unwrap(
        this.ctx.api.video.PUT('/videos/{videoId}/captions', {
          params: { path: { videoId } },
          body: text,
          bodySerializer: (body: string) => body,
          headers: { 'content-type': CAPTIONS_CONTENT_TYPE },
        }),
        uploadMessages.captionsNotSaved,
      );
    } catch (error) {
      this.ctx.logger.error(uploadMessages.captionsNotSaved, error);
      // The server's reason (e.g. a cue past the video's end) follows when it gave one.
      const reason =
        error instanceof Error && error.message !== uploadMessages.captionsNotSaved
          ? ` ${error.message}`
          : '';
      this.ctx.notify.error(`${uploadMessages.captionsNotSaved}${reason}`);
    }
  }

  /** POST /upload on the video host with the defaults of docs/product.md#video-fields. */
  private async record(thumbName: string, videoName: string): Promise<string> {
    const thumbUrl = `${this.ctx.mediaBase}${thumbName}`;
    // The record of docs/product.md#video-fields, with the caption and switches the
    // person set; `hashtags` stays empty: the server reads the caption's #tags and @mentions
    // itself (ADR 0093).
    const body: VideoRecordInput = {
      ...(this.caption?.fields ?? {
        allowComment: '1',
        allowDownload: '1',
        allowDuet: '1',
        caption: '',
      }),
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
      this.ctx.api.video.POST('/upload', { body }),
      uploadMessages.shareFailed,
    );
    if (status !== 200) throw new Error(`Video record answered ${status}, expected 200`);
    return data.data.id;
  }
}
