import { observable, runInAction } from 'mobx';
import { statusOf } from '../failures';
import type { ServiceContext } from '../serviceContext';
import { storageKeys } from '../session/storageKeys';
import type { UserCache } from '../users/UserCache';
import { sendFollow } from './followCall';
import type { FollowState } from './followState';

/** The follow fields of a user as the server sends them (UserSummary, FollowItem, Profile). */
export interface FollowFields {
  isFollowing: boolean;
  followRequested?: boolean;
}

/** The state of a user row or profile. */
export function followStateOf(user: FollowFields): FollowState {
  if (user.isFollowing) return 'following';
  return user.followRequested ? 'requested' : 'not-following';
}

/**
 * Whether an answer is a success and what it makes of the state: 200/201 are the follow or
 * unfollow done (docs/product.md#follow); 202 is a request sent to a private account.
 */
export function followOutcome(status: number, follow: boolean): FollowState | null {
  if (status === 202 && follow) return 'requested';
  if (status === 200 || status === 201) return follow ? 'following' : 'not-following';
  return null;
}

/** Why a toggle did not change anything: the server refused (its status) or no answer (0). */
export interface FollowFailure {
  status: number;
  error: unknown;
}

/** What one toggle did: the state before and after, for the screen to apply. */
export interface FollowChange {
  userId: string;
  from: FollowState;
  to: FollowState;
}

/**
 * The one follow toggle of every screen (search, explore, follow lists, profiles): which
 * users have a call in flight (`isPending`, their button's spinner), the call for the next
 * state (follow when not following; unfollow, or withdraw the request, otherwise), and the
 * outcome. A person's one model (`ctx.users`, ADR 0126) moves only when the server agreed
 * (docs/product.md#follow): until then the spinner is the only change shown, so a refusal
 * leaves nothing to roll back, and every screen showing the person shows the change at once.
 * Each screen keeps its own texts (`onFailure`); lists whose members change are told through
 * `followChanged`.
 */
export class FollowToggle {
  /** Ids of users whose follow, unfollow or withdrawal is in flight. */
  readonly pending = observable.set<string>();

  constructor(
    private readonly ctx: ServiceContext & { users: UserCache },
    /** The text a failed call's fallback uses when the server sends no message. */
    private readonly fallback: string,
    private readonly onFailure: (failure: FollowFailure) => void,
  ) {}

  isPending(userId: string): boolean {
    return this.pending.has(userId);
  }

  /**
   * Moves `userId` on from `from`: resolves with the change the server agreed to, or null
   * (nothing changed: a call already in flight, a refusal or no answer, told by `onFailure`).
   */
  async toggle(userId: string, from: FollowState): Promise<FollowChange | null> {
    if (this.pending.has(userId)) return null;
    const follow = from === 'not-following';
    runInAction(() => this.pending.add(userId));
    try {
      const { status, totalFollowers } = await sendFollow(this.ctx, userId, follow, this.fallback);
      const to = followOutcome(status, follow);
      if (to === null) {
        this.onFailure({ status, error: null });
        return null;
      }
      const change = { userId, from, to };
      const me = this.ctx.storage.getItem(storageKeys.userId);
      runInAction(() => this.ctx.users.followed(me, change, totalFollowers));
      this.ctx.followChanged();
      return change;
    } catch (error) {
      this.onFailure({ status: statusOf(error), error });
      return null;
    } finally {
      runInAction(() => this.pending.delete(userId));
    }
  }

  /** Toggles `userId` from where their one model stands (a person no answer brought: nothing). */
  async toggleUser(userId: string): Promise<FollowChange | null> {
    const user = this.ctx.users.get(userId);
    return user ? this.toggle(userId, user.followState) : null;
  }
}
