import { type account, type UserSummary, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { profileMessages } from '../messages';
import { loadPeople, unlistPerson } from '../profile/peopleList';
import { storageKeys } from '../session/storageKeys';

/** A request from someone on another server (docs/federation.md). */
export type RemoteFollowRequest =
  account.components['schemas']['RemoteFollowRequestList']['data']['Items'][number];

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
  /** Requests from people on other servers (empty when the server does not federate). */
  remote: RemoteFollowRequest[] = [];
  /** Remote actor ids whose answer is in flight. */
  pendingRemote: string[] = [];

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
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/follow-requests/remote'),
        profileMessages.requestsFailed,
      );
      runInAction(() => {
        this.remote = data.data.Items;
      });
    } catch {
      // The local list's answer already says whether requests could be read.
    }
  }

  /**
   * Approves or declines a remote request: the other server is sent Accept or Reject and the
   * row leaves the list once the server agreed.
   */
  async answerRemote(actorId: string, approve: boolean): Promise<boolean> {
    if (this.pendingRemote.includes(actorId)) return false;
    this.pendingRemote.push(actorId);
    try {
      await unwrap(
        this.ctx.api.account.POST('/follow-requests/remote/answer', {
          body: { actorId, approve },
        }),
        profileMessages.requestFailed,
      );
      runInAction(() => {
        this.remote = this.remote.filter((r) => r.actorId !== actorId);
      });
      this.ctx.notify.success(
        approve ? profileMessages.requestApproved : profileMessages.requestDeclined,
      );
      return true;
    } catch (error) {
      this.ctx.notify.error(messageOf(error, profileMessages.requestFailed));
      return false;
    } finally {
      runInAction(() => {
        this.pendingRemote = this.pendingRemote.filter((id) => id !== actorId);
      });
    }
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
    this.remote = [];
    this.error = null;
  }
}
