import { type UserSummary, unwrap } from '@flick/api-types';
import { makeAutoObservable } from 'mobx';
import type { StoreContext } from '../context';
import { profileMessages } from '../messages';
import { loadPeople, unlistPerson } from '../profile/peopleList';

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

  /** The requester follows now (and is told); lists and counts elsewhere read again. */
  async approve(userId: string): Promise<boolean> {
    const done = await this.answer(userId, 'approve');
    if (done) this.ctx.followChanged();
    return done;
  }

  async decline(userId: string): Promise<boolean> {
    return this.answer(userId, 'decline');
  }

  private answer(userId: string, how: 'approve' | 'decline'): Promise<boolean> {
    const params = { params: { path: { userId } } };
    return unlistPerson(
      this,
      this.ctx,
      userId,
      () =>
        unwrap(
          how === 'approve'
            ? this.ctx.api.account.POST('/follow-requests/{userId}', params)
            : this.ctx.api.account.DELETE('/follow-requests/{userId}', params),
          profileMessages.requestFailed,
        ),
      how === 'approve'
        ? { done: profileMessages.requestApproved, failed: profileMessages.requestFailed }
        : { done: profileMessages.requestDeclined, failed: profileMessages.requestFailed },
    );
  }

  /** After logout: nothing of the previous user. */
  clear(): void {
    this.users = [];
    this.error = null;
  }
}
