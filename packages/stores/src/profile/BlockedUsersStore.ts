import { type UserSummary, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import { messageOf, type StoreContext } from '../context';
import { profileMessages } from '../messages';

/** The settings' blocked accounts: GET /blocked, and Unblock from the list (DELETE /unblock). */
export class BlockedUsersStore {
  users: UserSummary[] = [];
  loading = false;
  /** The list could not be read. */
  error: string | null = null;
  /** Ids whose unblock call is in flight. */
  pendingIds: string[] = [];

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  /** GET /blocked: the users the caller blocked, most recent first. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/blocked'),
        profileMessages.blockedFailed,
      );
      runInAction(() => {
        this.users = data.data.Items;
      });
    } catch (error) {
      const message = messageOf(error, profileMessages.blockedFailed);
      runInAction(() => {
        this.error = message;
      });
      this.ctx.notify.error(message);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** DELETE /unblock; the user leaves the list once the server agrees. */
  async unblock(userId: string): Promise<boolean> {
    if (this.pendingIds.includes(userId)) return false;
    this.pendingIds.push(userId);
    try {
      await unwrap(
        this.ctx.api.account.DELETE('/unblock', { body: { userId } }),
        profileMessages.unblockFailed,
      );
      runInAction(() => {
        this.users = this.users.filter((user) => user.id !== userId);
      });
      this.ctx.notify.success(profileMessages.unblocked);
      return true;
    } catch (error) {
      this.ctx.notify.error(messageOf(error, profileMessages.unblockFailed));
      return false;
    } finally {
      runInAction(() => {
        this.pendingIds = this.pendingIds.filter((id) => id !== userId);
      });
    }
  }

  /** After logout: nothing of the previous user. */
  clear(): void {
    this.users = [];
    this.error = null;
  }
}
