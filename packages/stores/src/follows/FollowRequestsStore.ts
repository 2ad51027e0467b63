import { type UserSummary, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { profileMessages } from '../messages';
import { loadPeople, unlistPerson } from '../profile/peopleList';
import { storageKeys } from '../session/storageKeys';

/**
 * The requests to follow the caller's private account (docs/product.md#private-accounts):
 * GET /follow-requests, Approve (POST) and Decline (DELETE /follow-requests/{userId}); a row
 * leaves the list once the server agreed.
 */
export class FollowRequestsStore {
  users: UserSummary[] = [];
  loading = false;
  /** The list could not be read. */
  error: string | null = null;
  /** Ids whose approve or decline call is in flight. */
  pendingIds: string[] = [];

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  async load(): Promise<void> {
    await loadPeople(
      this,
      this.ctx,
      async () =>
        (await unwrap(this.ctx.api.account.GET('/follow-requests'), profileMessages.requestsFailed))
          .data.data.Items,
      profileMessages.requestsFailed,
      true,
    );
  }

  /**
   * The requester follows now (and is told): the caller's one model takes the follower count
   * the answer carries (ADR 0126), and the follow lists read again.
   */
  async approve(userId: string): Promise<boolean> {
    const params = { params: { path: { userId } } };
    const done = await unlistPerson(
      this,
      this.ctx,
      userId,
      async () => {
        const { data } = await unwrap(
          this.ctx.api.account.POST('/follow-requests/{userId}', params),
          profileMessages.requestFailed,
        );
        const me = this.ctx.storage.getItem(storageKeys.userId);
        const { totalFollowers } = data.data;
        if (me) runInAction(() => this.ctx.users.get(me)?.merge({ id: me, totalFollowers }));
      },
      { done: profileMessages.requestApproved, failed: profileMessages.requestFailed },
    );
    if (done) this.ctx.followChanged();
    return done;
  }

  async decline(userId: string): Promise<boolean> {
    const params = { params: { path: { userId } } };
    return unlistPerson(
      this,
      this.ctx,
      userId,
      () =>
        unwrap(
          this.ctx.api.account.DELETE('/follow-requests/{userId}', params),
          profileMessages.requestFailed,
        ),
      { done: profileMessages.requestDeclined, failed: profileMessages.requestFailed },
    );
  }

  /** After logout: nothing of the previous user. */
  clear(): void {
    this.users = [];
    this.error = null;
  }
}
