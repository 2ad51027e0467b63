import type { VideoRecordInput } from '@flick/api-types';
import {
  latestPublishAt,
  PUBLISH_AT_MISSING,
  publishAtProblem,
} from '@flick/api-types/publication';
import { makeAutoObservable } from 'mobx';
import { coverSecond } from '../video/cover';

/** The line under `Success!` for a draft or a scheduled video (ours; docs/product.md#upload-dialog's otherwise). */
export const publishMessages = {
  draft: 'Your draft is saved. Only you can see it on your profile.',
  scheduled: 'Your video is scheduled. It goes out at the time you chose.',
} as const;

/** When an uploaded video goes out (docs/product.md#drafts-and-scheduled-videos). */
export type PublishMode = 'posted' | 'draft' | 'scheduled';

/** A `datetime-local` input's value for `at`, in the browser's time zone (to the minute). */
export function localInputValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The upload dialog's "Post now" / "Save draft" / "Schedule" choice and the cover frame
 * (ADR 0101). Loaded with the dialog (`UploadStore.loadCaption`), never with the first screen.
 * Untouched, it adds nothing to the record: the default path stays the three calls of docs/product.md#upload-rules.
 */
export class PublishChoice {
  mode: PublishMode = 'posted';
  /** The `datetime-local` value of a scheduled time, local time; '' until chosen. */
  when = '';
  /** The second of the chosen file whose frame is the cover; null: the default frame. */
  cover: number | null = null;
  /** What the upload under way (or just done) asked for. */
  sent: PublishMode = 'posted';

  constructor(private readonly now: () => Date = () => new Date()) {
    makeAutoObservable<this, 'now'>(this, { now: false });
  }

  setMode(mode: PublishMode): void {
    this.mode = mode;
  }

  setWhen(value: string): void {
    this.when = value;
  }

  setCover(seconds: number | null): void {
    this.cover = seconds === null ? null : coverSecond(seconds);
  }

  /** The time chosen to schedule, or null. */
  get publishAt(): Date | null {
    if (this.when === '') return null;
    const at = new Date(this.when);
    return Number.isNaN(at.getTime()) ? null : at;
  }

  /** Why the scheduled time cannot be used (the server's own sentences), or null. */
  get error(): string | null {
    if (this.mode !== 'scheduled') return null;
    return this.when === '' ? PUBLISH_AT_MISSING : publishAtProblem(this.publishAt, this.now());
  }

  /** The bounds of the date-time input: from now to `MAX_SCHEDULE_DAYS` ahead, local time. */
  get bounds(): { min: string; max: string } {
    const now = this.now();
    return { min: localInputValue(now), max: localInputValue(latestPublishAt(now)) };
  }

  /** The label of the dialog's Upload button for the choice. */
  get actionLabel(): string {
    return this.mode === 'draft' ? 'Save draft' : this.mode === 'scheduled' ? 'Schedule' : 'Post';
  }

  /** The record's fields for the choice: none for "Post now" with the default cover. */
  get fields(): Pick<VideoRecordInput, 'publication' | 'publishAt' | 'coverTime'> {
    const at = this.publishAt;
    return {
      ...(this.mode === 'posted' ? {} : { publication: this.mode }),
      ...(this.mode === 'scheduled' && at ? { publishAt: at.toISOString() } : {}),
      ...(this.cover === null ? {} : { coverTime: this.cover }),
    };
  }

  /** The upload goes out with the choice as it is now. */
  send(): void {
    this.sent = this.mode;
  }

  /** The line under `Success!` for a draft or a scheduled video; null for "Post now". */
  get sentText(): string | null {
    return this.sent === 'posted' ? null : publishMessages[this.sent];
  }

  /** Back to "Post now", no time, the default cover. */
  reset(): void {
    this.sent = 'posted';
    this.mode = 'posted';
    this.when = '';
    this.cover = null;
  }
}
