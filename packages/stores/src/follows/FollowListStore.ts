import { type FollowItem, unwrap } from '@flick/api-types';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf, statusOf } from '../failures';
import { followersMessages, followingsMessages } from '../messages';
import type { UserFields, UserModel } from '../users/UserCache';
import { FollowToggle } from './followToggle';

/** The texts of one list kind (docs/product.md#follower-and-following-lists). */
export interface FollowListTexts {
  noToken: string;
  fetchFailed: string;
  followFailed: string;
  fallback: string;
}

/**
 * A followers or following list with follow/unfollow on its rows. Loads and actions need
 * a stored token (docs/product.md#follower-and-following-lists); failures show the server's
 * message, else this list's text, else (no answer) the fallback.
 */
export abstract class FollowListStore {
  /** The rows: the people's one models (ADR 0126), so a follow anywhere shows here at once. */
  items: UserModel[] = [];
  loading = false;
  error: string | null = null;
  /** The rows' follow toggle (which rows have a call in flight, the call, its outcome). */
  readonly follows: FollowToggle;
  /** Whether the list has been read once (only read lists reload after a follow change). */
  loaded = false;
  /** Only the latest read may fill the list (a reload can overtake an earlier read). */
  private loadSeq = 0;

  protected constructor(
    protected readonly ctx: StoreContext,
    private readonly texts: FollowListTexts,
    /**
     * The own following list drops a row once it is unfollowed
     * (docs/product.md#follower-and-following-lists).
     */
    private readonly removeOnUnfollow: boolean,
  ) {
    this.follows = new FollowToggle(ctx, texts.followFailed, ({ error }) =>
      // A 2xx that is not a success has no message of its own: this list's text.
      this.fail(error ? this.describe(error, texts.followFailed) : texts.followFailed),
    );
    makeObservable<FollowListStore, 'fail'>(this, {
      items: observable,
      loading: observable,
      error: observable,
      loaded: observable,
      isEmpty: computed,
      load: action,
      toggleFollow: action,
      fail: action,
    });
  }

  /** True when the list was read and holds nobody. */
  get isEmpty(): boolean {
    return this.loaded && !this.loading && this.items.length === 0;
  }

  /** The call that reads the list. */
  protected abstract fetchItems(): Promise<FollowItem[]>;

  /** Reads the list (docs/product.md#user-fields: `data.Items`). */
  async load(): Promise<void> {
    if (!this.ctx.getToken()) {
      this.fail(this.texts.noToken);
      return;
    }
    const seq = ++this.loadSeq;
    this.loading = true;
    this.error = null;
    try {
      const items = await this.fetchItems();
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.items = this.ctx.users.upsertAll(items.map(rowFields));
        this.loaded = true;
      });
    } catch (error) {
      if (seq === this.loadSeq) this.fail(this.describe(error, this.texts.fetchFailed));
    } finally {
      if (seq === this.loadSeq) {
        runInAction(() => {
          this.loading = false;
        });
      }
    }
  }

  /** Reloads a list that has been read before. */
  async reload(): Promise<void> {
    if (this.loaded) await this.load();
  }

  /**
   * Follows, unfollows or withdraws the request of the user of a row; the person (this row and
   * every screen showing them) changes only when the server agreed (docs/product.md#follow,
   * docs/product.md#private-accounts).
   */
  async toggleFollow(userId: string): Promise<void> {
    const item = this.items.find((i) => i.id === userId);
    // An account on another server is followed from Search, not from a list.
    if (!item || item.remoteUrl !== null || this.follows.isPending(userId)) return;
    if (!this.ctx.getToken()) {
      this.fail(this.texts.noToken);
      return;
    }
    const change = await this.follows.toggle(userId, item.followState);
    if (!change) return;
    if (change.to === 'not-following' && change.from === 'following' && this.removeOnUnfollow) {
      runInAction(() => {
        this.items = this.items.filter((i) => i.id !== userId);
      });
    }
  }

  /** The server's message, else the call's text, else (no answer at all) the fallback. */
  private describe(error: unknown, callText: string): string {
    return statusOf(error) === 0 ? this.texts.fallback : messageOf(error, callText);
  }

  private fail(message: string): void {
    this.error = message;
    this.ctx.notify.error(message);
  }
}

/** The caller's followers (GET /followers). */
export class FollowersStore extends FollowListStore {
  constructor(ctx: StoreContext) {
    super(ctx, followersMessages, false);
  }

  protected async fetchItems(): Promise<FollowItem[]> {
    const { data } = await unwrap(
      this.ctx.api.account.GET('/followers'),
      followersMessages.fetchFailed,
    );
    return data.data.Items;
  }
}

/** The people the caller follows (GET /followings); unfollowing removes the row. */
export class FollowingsStore extends FollowListStore {
  constructor(ctx: StoreContext) {
    super(ctx, followingsMessages, true);
  }

  protected async fetchItems(): Promise<FollowItem[]> {
    const { data } = await unwrap(
      this.ctx.api.account.GET('/followings'),
      followingsMessages.fetchFailed,
    );
    return data.data.Items;
  }
}

/**
 * Another user's followers or following (GET /user/follower|following/{userId}): the
 * "new followers" and "new following" state areas share everything but the call.
 */
abstract class UserFollowListStore extends FollowListStore {
  userId: string | null = null;

  protected constructor(
    ctx: StoreContext,
    private readonly kind: 'follower' | 'following',
  ) {
    super(ctx, kind === 'follower' ? followersMessages : followingsMessages, false);
    makeObservable(this, { userId: observable, open: action });
  }

  /** Shows the list of `userId`. */
  async open(userId: string): Promise<void> {
    this.userId = userId;
    this.items = [];
    await this.load();
  }

  protected async fetchItems(): Promise<FollowItem[]> {
    const params = { params: { path: { userId: this.userId ?? '' } } };
    const call =
      this.kind === 'follower'
        ? this.ctx.api.account.GET('/user/follower/{userId}', params)
        : this.ctx.api.account.GET('/user/following/{userId}', params);
    const texts = this.kind === 'follower' ? followersMessages : followingsMessages;
    const { data } = await unwrap(call, texts.fetchFailed);
    return data.data.Items;
  }
}

/** Another user's followers (GET /user/follower/{userId}): the "new followers" state area. */
export class NewFollowersStore extends UserFollowListStore {
  constructor(ctx: StoreContext) {
    super(ctx, 'follower');
  }
}

/** The people another user follows (GET /user/following/{userId}): "new following". */
export class NewFollowingStore extends UserFollowListStore {
  constructor(ctx: StoreContext) {
    super(ctx, 'following');
  }
}

/** The profile boxes' four lists: the caller's own and another person's followers and following. */
export interface FollowLists {
  followers: FollowersStore;
  followings: FollowingsStore;
  newFollowers: NewFollowersStore;
  newFollowing: NewFollowingStore;
}

/** Builds the four lists (once, by `RootStore.loadFollowLists`). */
export function createFollowLists(ctx: StoreContext): FollowLists {
  return {
    followers: new FollowersStore(ctx),
    followings: new FollowingsStore(ctx),
    newFollowers: new NewFollowersStore(ctx),
    newFollowing: new NewFollowingStore(ctx),
  };
}

/** A list row as the person's fields: a follower on another server keeps its page there. */
function rowFields(item: FollowItem): UserFields {
  const { remote, authorUrl, ...fields } = item;
  return remote && authorUrl ? { ...fields, remoteUrl: authorUrl } : fields;
}
