import { type UserSummary, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import { messageOf, type StoreContext } from '../context';
import { moderationMessages } from '../messages';

/** Settings' muted accounts: GET /muted, and Unmute from the list (DELETE /unmute). */
export class MutedUsersStore {
  users: UserSummary[] = [];
  loading = false;
  /** The list could not be read. */
  error: string | null = null;
  /** Ids whose unmute call is in flight. */
  pendingIds: string[] = [];

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  /** GET /muted: the users the caller muted, most recent first. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/muted'),
        moderationMessages.mutedFailed,
      );
      runInAction(() => {
        this.users = data.data.Items;
      });
    } catch (error) {
      const message = messageOf(error, moderationMessages.mutedFailed);
      runInAction(() => {
        this.error = message;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** DELETE /unmute; the user leaves the list once the server agrees. */
  async unmute(userId: string): Promise<boolean> {
    if (this.pendingIds.includes(userId)) return false;
    this.pendingIds.push(userId);
    try {
      await unwrap(
        this.ctx.api.account.DELETE('/unmute', { body: { userId } }),
        moderationMessages.unmuteFailed,
      );
      runInAction(() => {
        this.users = this.users.filter((user) => user.id !== userId);
      });
      this.ctx.notify.success(moderationMessages.unmuted);
      return true;
    } catch (error) {
      this.ctx.notify.error(messageOf(error, moderationMessages.unmuteFailed));
      return false;
    } finally {
      runInAction(() => {
        this.pendingIds = this.pendingIds.filter((id) => id !== userId);
      });
    }
  }

  clear(): void {
    this.users = [];
    this.error = null;
  }
}
