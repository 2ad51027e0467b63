import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CaptionDraft } from '../caption/CaptionDraft';
import type { StoreContext } from '../context';
import { uploadMessages } from '../messages';
import type { PublishChoice } from './PublishChoice';
import type { UploadOutcome } from './uploading';
import {
  MAX_DURATION_SECONDS,
  SUCCESS_CLOSE_MS,
  type UploadPhase,
  type VideoFile,
} from './uploadRules';

export {
  MAX_DURATION_SECONDS,
  SUCCESS_CLOSE_MS,
  THUMBNAIL_AT_SECONDS,
  THUMBNAIL_QUALITY,
  thumbnailTime,
  type UploadPhase,
  type VideoFile,
  withoutExtension,
} from './uploadRules';

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
  /**
   * "Post now" (the default), "Save draft" or "Schedule", and the cover frame (ADR 0101);
   * null until its code has loaded with the dialog (`loadCaption`).
   */
  publish: PublishChoice | null = null;
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
      publish: observableRef,
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
    if (this.phase !== 'success') return null;
    return this.publish?.sentText ?? uploadMessages.successText;
  }

  /** The Upload button is disabled unless a validated file waits. */
  get canUpload(): boolean {
    return (
      this.phase === 'preview' &&
      this.file !== null &&
      this.captionsError === null &&
      (this.caption?.error ?? null) === null &&
      (this.publish?.error ?? null) === null
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
    const [{ CAPTIONS_TOO_BIG, checkCaptions, MAX_CAPTIONS_BYTES }, { refusalText }] =
      await Promise.all([import('@flick/api-types/captions'), import('./captionsRefusal')]);
    const checked =
      file.size > MAX_CAPTIONS_BYTES
        ? ({ ok: false, message: CAPTIONS_TOO_BIG } as const)
        : checkCaptions(await file.text(), {
            ...(this.duration !== null ? { videoSeconds: this.duration } : {}),
            byteLength: file.size,
          });
    if (run !== this.run) return false;
    const refused = checked.ok ? null : refusalText(checked);
    runInAction(() => {
      if (checked.ok) {
        this.captions = { name: file.name, text: checked.vtt };
        this.captionsError = null;
      } else {
        this.captions = null;
        this.captionsError = refused;
      }
    });
    if (refused !== null) this.ctx.notify.error(refused);
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
    if (this.caption && this.publish) return this.caption;
    const [{ CaptionDraft }, { PublishChoice }] = await Promise.all([
      import('../caption/CaptionDraft'),
      import('./PublishChoice'),
    ]);
    const draft = this.caption ?? new CaptionDraft(this.ctx);
    const publish = this.publish ?? new PublishChoice();
    runInAction(() => {
      this.caption = draft;
      this.publish = publish;
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
   * Hides the dialog while the upload goes on (ADR 0097): the shell shows its progress
   * (`inBackground`), `show` brings the dialog back, `cancel` stops it. Not uploading, it
   * is `close`.
   */
  hide(): void {
    if (this.phase === 'uploading') this.isOpen = false;
    else this.close();
  }

  /** Shows the dialog again over the upload going on in the background. */
  show(): void {
    if (this.phase === 'uploading') this.isOpen = true;
  }

  /** Cancels the upload going on, as closing the dialog while uploading does. */
  cancel(): void {
    if (this.phase === 'uploading') this.close();
  }

  /** An upload goes on with the dialog hidden: the shell shows its progress. */
  get inBackground(): boolean {
    return !this.isOpen && this.phase === 'uploading';
  }

  /**
   * Bytes are on their way: leaving the page now would abandon them, so the app asks first
   * (beforeunload). A resumable upload left so goes on when the same file is chosen again.
   */
  get busy(): boolean {
    return this.phase === 'uploading';
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
    if ((this.publish?.error ?? null) !== null) return false;
    if (this.phase === 'uploading') return false;
    this.publish?.send();
    const run = ++this.run;
    const controller = new AbortController();
    this.controller = controller;
    this.recording = false;
    const cancelled = () => run !== this.run;
    // Set before the calls' code loads, so the dialog says `Uploading...` and refuses another
    // file or press at once.
    this.phase = 'uploading';
    this.error = null;
    this.progress = 0;
    let outcome: UploadOutcome;
    try {
      // The calls load only when Upload is pressed (uploading.ts, docs/architecture.md#performance).
      const { sendUpload } = await import('./uploading');
      outcome = await sendUpload(this.ctx, {
        file,
        duration,
        captions: captions ? captions.text : null,
        signal: controller.signal,
        cancelled,
        progress: (fraction) => this.setProgress(run, fraction),
        recording: () => {
          this.recording = true;
        },
        cover: this.publish?.cover ?? null,
        fields: () =>
          this.caption || this.publish
            ? { ...this.caption?.fields, ...this.publish?.fields }
            : null,
      });
    } catch (error) {
      // sendUpload never rejects: the calls' code did not load (offline). Nothing was sent, so
      // it ends like any other failure to share, or quietly if the dialog was closed meanwhile.
      outcome = cancelled()
        ? 'cancelled'
        : { internal: uploadMessages.shareFailed, toast: null, error };
    }
    if (outcome === 'cancelled') return false;
    if (outcome !== 'shared') {
      this.controller = null;
      this.recording = false;
      this.ctx.logger.error(outcome.internal, outcome.error);
      runInAction(() => {
        this.error = null;
        this.phase = 'preview';
        this.progress = 0;
      });
      if (outcome.toast) this.ctx.notify.error(outcome.toast);
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
    if (!this.isOpen) {
      // Finished in the background: the toast says so; nobody is taken away from the page
      // they went on to.
      runInAction(() => this.reset());
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
    this.publish?.reset();
  }
}
