import { type UserSummary, unwrap } from '@flick/api-types';
import { makeAutoObservable } from 'mobx';
import type { StoreContext } from '../context';
import { moderationMessages } from '../messages';
import { loadPeople, unlistPerson } from '../profile/peopleList';

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
    await loadPeople(
      this,
      this.ctx,
      async () =>
        (await unwrap(this.ctx.api.account.GET('/muted'), moderationMessages.mutedFailed)).data.data
          .Items,
      moderationMessages.mutedFailed,
      false,
    );
  }

  /** DELETE /unmute; the user leaves the list once the server agrees. */
  async unmute(userId: string): Promise<boolean> {
    return unlistPerson(
      this,
      this.ctx,
      userId,
      () =>
        unwrap(
          this.ctx.api.account.DELETE('/unmute', { body: { userId } }),
          moderationMessages.unmuteFailed,
        ),
      { done: moderationMessages.unmuted, failed: moderationMessages.unmuteFailed },
    );
  }

  clear(): void {
    this.users = [];
    this.error = null;
  }
}
