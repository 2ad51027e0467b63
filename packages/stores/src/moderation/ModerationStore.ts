import { type Report, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { moderationMessages } from '../messages';

export type ReportQueueStatus = 'open' | 'closed';

/**
 * /admin: the moderation queue (GET /admin/reports), dismissing a report and hiding or
 * unhiding what it is about (docs/product.md#reports-and-moderation).
 */
export class ModerationStore {
  status: ReportQueueStatus = 'open';
  reports: Report[] = [];
  loading = false;
  /** The queue could not be read (403 for someone who is not an admin). */
  error: string | null = null;
  /** Reports whose action is in flight. */
  pendingIds: string[] = [];

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  /** GET /admin/reports?status=… */
  async load(status: ReportQueueStatus = this.status): Promise<void> {
    this.status = status;
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/admin/reports', { params: { query: { status } } }),
        moderationMessages.queueFailed,
      );
      runInAction(() => {
        if (this.status === status) this.reports = data.data.Items;
      });
    } catch (error) {
      const message = messageOf(error, moderationMessages.queueFailed);
      runInAction(() => {
        this.error = message;
        this.reports = [];
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async #act(reportId: string, call: () => Promise<unknown>, done: string): Promise<boolean> {
    if (this.pendingIds.includes(reportId)) return false;
    this.pendingIds.push(reportId);
    try {
      await call();
      this.ctx.notify.success(done);
      await this.load();
      return true;
    } catch (error) {
      this.ctx.notify.error(messageOf(error, moderationMessages.actionFailed));
      return false;
    } finally {
      runInAction(() => {
        this.pendingIds = this.pendingIds.filter((id) => id !== reportId);
      });
    }
  }

  /** POST /admin/reports/{id}/dismiss; the queue is read again after. */
  dismiss(report: Report): Promise<boolean> {
    return this.#act(
      report.id,
      () =>
        unwrap(
          this.ctx.api.account.POST('/admin/reports/{reportId}/dismiss', {
            params: { path: { reportId: report.id } },
          }),
          moderationMessages.actionFailed,
        ),
      moderationMessages.dismissed,
    );
  }

  /** PATCH /admin/content: hides (or shows again) the report's video or comment. */
  setHidden(report: Report, hidden: boolean): Promise<boolean> {
    if (report.targetType === 'user') return Promise.resolve(false);
    const targetType = report.targetType;
    return this.#act(
      report.id,
      () =>
        unwrap(
          this.ctx.api.account.PATCH('/admin/content', {
            body: { targetType, targetId: report.targetId, hidden },
          }),
          moderationMessages.actionFailed,
        ),
      hidden ? moderationMessages.hidden : moderationMessages.unhidden,
    );
  }

  clear(): void {
    this.reports = [];
    this.error = null;
    this.status = 'open';
  }
}
