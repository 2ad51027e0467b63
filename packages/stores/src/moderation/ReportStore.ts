import { type account, type ReportReason, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { moderationMessages } from '../messages';

/** What a report is about. */
export interface ReportTarget {
  targetType: account.components['schemas']['ReportBody']['targetType'];
  targetId: string;
  /**
   * The server a reply from another server came from (its author's handle's host,
   * docs/federation.md): the dialog offers to send the report there too.
   */
  server?: string;
}

/** Longest free text of a report (the contract's limit). */
export const REPORT_DETAILS_MAX = 500;

/**
 * The report dialog (docs/product.md#reports-and-moderation): a reason from the list, free
 * text, POST /report. One report at a time; `start` opens it for a target.
 */
export class ReportStore {
  target: ReportTarget | null = null;
  reason: ReportReason | null = null;
  details = '';
  /** For a reply from another server: also send the report to its server (off at first). */
  forward = false;
  pending = false;
  /** Why the last submit did not go through, shown in the dialog. */
  error: string | null = null;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  get open(): boolean {
    return this.target !== null;
  }

  /** Opens the dialog for a target, empty. */
  start(target: ReportTarget): void {
    this.target = target;
    this.reason = null;
    this.details = '';
    this.forward = false;
    this.error = null;
  }

  /** Closes the dialog without sending (ignored while sending). */
  cancel(): void {
    if (this.pending) return;
    this.target = null;
  }

  setReason(reason: ReportReason): void {
    this.reason = reason;
    this.error = null;
  }

  setForward(forward: boolean): void {
    this.forward = forward;
  }

  setDetails(details: string): void {
    this.details = details;
    this.error = null;
  }

  /** The client's check before sending, or null when the report may go. */
  get problem(): string | null {
    if (!this.reason) return moderationMessages.chooseReason;
    const details = this.details.trim();
    if (this.reason === 'other' && details === '') return moderationMessages.detailsNeeded;
    if (details.length > REPORT_DETAILS_MAX) return moderationMessages.detailsTooLong;
    return null;
  }

  /**
   * POST /report; closes the dialog on 201. A refusal (e.g. 409 already reported) stays in the
   * open dialog as `error`, without a toast. Answers whether it was filed.
   */
  async submit(): Promise<boolean> {
    const target = this.target;
    if (!target || this.pending) return false;
    const problem = this.problem;
    if (problem || !this.reason) {
      this.error = problem;
      return false;
    }
    this.pending = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.POST('/report', {
          body: {
            targetType: target.targetType,
            targetId: target.targetId,
            reason: this.reason,
            details: this.details.trim(),
            // Sent to the other server only when it is one and the reporter asked.
            ...(target.server && this.forward ? { forward: true } : {}),
          },
        }),
        moderationMessages.reportFailed,
      );
      runInAction(() => {
        this.target = null;
      });
      this.ctx.notify.success(data.message || moderationMessages.reported);
      return true;
    } catch (error) {
      const message = messageOf(error, moderationMessages.reportFailed);
      runInAction(() => {
        this.error = message;
      });
      // The open dialog shows the refusal (a toast would say it twice, over its heading); a
      // toast speaks only for a dialog that is no longer there.
      if (this.target !== target) this.ctx.notify.error(message);
      return false;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }

  /** After logout. */
  clear(): void {
    this.target = null;
    this.error = null;
  }
}
