import { observable, runInAction } from 'mobx';
import { type StoreContext, statusOf } from '../context';
import { sendFollow } from './followCall';

/**
 * Where the caller stands with someone: not following, asked to follow a private account
 * and waiting (`requested`), or following (docs/product.md#private-accounts).
 */
export type FollowState = 'not-following' | 'requested' | 'following';

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

/** The user with the fields of `state` (for a list row or a profile). */
export function withFollowState<T extends FollowFields>(user: T, state: FollowState): T {
  return { ...user, isFollowing: state === 'following', followRequested: state === 'requested' };
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
 * outcome. A row flips only when the server agreed (docs/product.md#follow): until then the
 * spinner is the only change shown, so a refusal leaves nothing to roll back. Each screen
 * keeps its own texts (`onFailure`); a change anywhere tells the others (`followChanged`).
 */
export class FollowToggle {
  /** Ids of users whose follow, unfollow or withdrawal is in flight. */
  readonly pending = observable.set<string>();

  constructor(
    private readonly ctx: StoreContext,
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
      const { status } = await sendFollow(this.ctx, userId, follow, this.fallback);
      const to = followOutcome(status, follow);
      if (to === null) {
        this.onFailure({ status, error: null });
        return null;
      }
      this.ctx.followChanged();
      return { userId, from, to };
    } catch (error) {
      this.onFailure({ status: statusOf(error), error });
      return null;
    } finally {
      runInAction(() => this.pending.delete(userId));
    }
  }

  /**
   * Toggles the user `userId` of a screen's `users` list (search results, suggestions): the
   * row flips in the list as it is when the server agreed.
   */
  async toggleListed<T extends FollowFields & { id: string }>(
    list: { users: T[] },
    userId: string,
  ): Promise<void> {
    const user = list.users.find((u) => u.id === userId);
    if (!user) return;
    const change = await this.toggle(userId, followStateOf(user));
    if (!change) return;
    runInAction(() => {
      list.users = list.users.map((u) => (u.id === userId ? withFollowState(u, change.to) : u));
    });
  }
}
