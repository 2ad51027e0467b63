import { unwrap } from '@flick/api-types';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CaptionDraft } from '../caption/CaptionDraft';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { videoMessages } from '../messages';
import { coverSecond } from './cover';
import type { VideoModel } from './VideoModel';

/**
 * The owner's "Post now" for one of their drafts or scheduled videos
 * (docs/product.md#drafts-and-scheduled-videos); kept here, with the edit's code, out of the
 * stores every first route loads.
 */
export const postNowMessages = {
  /** ours: the draft or scheduled video is listed now. */
  posted: 'Video posted.',
  /** ours: posting failed (the server's message first). */
  postFailed: 'Error posting video',
} as const;

/**
 * The owner's edit sheet (docs/product.md#editing-a-video): the caption and the comment,
 * download and duet switches of one of their videos, and once it is processed a new cover
 * frame, saved with `POST /updateVideo`. After the 201 every screen's copy of the video
 * shows the new caption and poster.
 */
export class VideoEditStore {
  /** The video being edited, or null while the sheet is closed. */
  model: VideoModel | null = null;
  /** The sheet's caption and switches; its code loads when the sheet first opens. */
  draft: CaptionDraft | null = null;
  saving = false;
  /**
   * The second of the processed video whose frame becomes the new cover; null keeps the
   * cover it has (ADR 0139).
   */
  cover: number | null = null;
  /** The id of the video whose "Post now" is on its way, or null. */
  posting: string | null = null;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, {
      ctx: false,
      draft: observableRef,
      model: observableRef,
    });
  }

  get isOpen(): boolean {
    return this.model !== null;
  }

  /** Save waits for a caption within the limit and for the call in flight. */
  /** Whether a new cover can be picked: the processed video exists (a draft's too). */
  get canPickCover(): boolean {
    return this.model?.video.state === 'ready';
  }

  /** The second whose frame is the new cover (to a tenth), or null for the cover it has. */
  setCover(seconds: number | null): void {
    this.cover = seconds === null ? null : coverSecond(seconds);
  }

  get canSave(): boolean {
    return this.model !== null && this.draft !== null && !this.saving && this.draft.error === null;
  }

  /** Opens the sheet on `model`, filled with its caption and switches. */
  async open(model: VideoModel): Promise<void> {
    const { CaptionDraft } = await import('../caption/CaptionDraft');
    const draft = this.draft ?? new CaptionDraft(this.ctx);
    const { video } = model;
    runInAction(() => {
      this.draft = draft;
      this.model = model;
      this.cover = null;
    });
    draft.reset({
      caption: video.caption,
      allowComment: video.allowComment === '1',
      allowDownload: video.allowDownload === '1',
      allowDuet: video.allowDuet === '1',
    });
  }

  close(): void {
    if (this.saving) return;
    this.model = null;
    this.cover = null;
    this.draft?.reset();
  }

  /**
   * Sends the caption and switches. On 201 the video's one model takes the server's answer
   * (its re-read hashtags and mentions, its counts), `Video updated.` is said
   * and the sheet closes;
   * otherwise the server's message (else `Error updating video`) and the sheet stays.
   */
  async save(): Promise<boolean> {
    const model = this.model;
    const draft = this.draft;
    if (!model || !draft || !this.canSave) return false;
    this.saving = true;
    try {
      const { status, data } = await unwrap(
        this.ctx.api.video.POST('/updateVideo', {
          body: {
            videoId: model.video.id,
            videoUserId: model.video.userId,
            ...draft.fields,
            ...(this.cover === null ? {} : { coverSeconds: this.cover }),
          },
        }),
        videoMessages.editFailed,
      );
      const video = data.data.video;
      if (status !== 201 || !video) throw new Error(`updateVideo answered ${status}`);
      // The video's one model reads the answer: this viewer, its tile, the feeds (ADR 0113).
      this.ctx.videos.edited(video);
      runInAction(() => {
        this.saving = false;
      });
      this.close();
      this.ctx.notify.success(videoMessages.edited);
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
      });
      this.ctx.notify.error(messageOf(error, videoMessages.editFailed));
      return false;
    }
  }

  /**
   * Lists the owner's draft or scheduled video now (`publication: posted`). On the 201 the
   * video as the server now reads it (listed, dated now) is what every screen shows and
   * `Video posted.` is said; otherwise the server's message, else `Error posting video`, and
   * the video stays as it was.
   */
  async postNow(model: VideoModel): Promise<boolean> {
    if (this.posting !== null || !model.video.publication) return false;
    this.posting = model.id;
    try {
      const { status, data } = await unwrap(
        this.ctx.api.video.POST('/updateVideo', {
          body: { videoId: model.video.id, videoUserId: model.video.userId, publication: 'posted' },
        }),
        postNowMessages.postFailed,
      );
      const video = data.data.video;
      if (status !== 201 || !video) throw new Error(`updateVideo answered ${status}`);
      this.ctx.videos.edited(video);
      this.ctx.notify.success(postNowMessages.posted);
      return true;
    } catch (error) {
      this.ctx.notify.error(messageOf(error, postNowMessages.postFailed));
      return false;
    } finally {
      runInAction(() => {
        this.posting = null;
      });
    }
  }
}
