import { type UserSummary, unwrap } from '@flick/api-types';
import { makeAutoObservable } from 'mobx';
import type { StoreContext } from '../context';
import { profileMessages } from '../messages';
import { loadPeople, unlistPerson } from './peopleList';

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
    await loadPeople(
      this,
      this.ctx,
      async () =>
        (await unwrap(this.ctx.api.account.GET('/blocked'), profileMessages.blockedFailed)).data
          .data.Items,
      profileMessages.blockedFailed,
      true,
    );
  }

  /** DELETE /unblock; the user leaves the list once the server agrees. */
  async unblock(userId: string): Promise<boolean> {
    return unlistPerson(
      this,
      this.ctx,
      userId,
      () =>
        unwrap(
          this.ctx.api.account.DELETE('/unblock', { body: { userId } }),
          profileMessages.unblockFailed,
        ),
      { done: profileMessages.unblocked, failed: profileMessages.unblockFailed },
    );
  }

  /** After logout: nothing of the previous user. */
  clear(): void {
    this.users = [];
    this.error = null;
  }
}
