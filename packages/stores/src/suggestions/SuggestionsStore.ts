import { type HashTag, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { FollowToggle } from '../follows/followToggle';
import { searchMessages } from '../messages';
import type { UserModel } from '../users/UserCache';

/** The suggestions' texts (docs/product.md#suggestions), in the module that loads with them. */
export const suggestionMessages = {
  accountsTitle: 'Suggested accounts',
  hashtagsTitle: 'Trending hashtags',
  failed: 'Error fetching suggestions',
} as const;

/**
 * What an empty "Following" feed or search suggests (docs/product.md#suggestions): accounts to
 * follow and trending hashtags (GET /suggestions), read each time a screen shows them, with
 * the follow toggle every list has (a row flips when the server agreed). Built on first use
 * by `RootStore.loadSuggestions`.
 */
export class SuggestionsStore {
  /** The suggested accounts: the people's one models (ADR 0126). */
  users: UserModel[] = [];
  hashTags: HashTag[] = [];
  loading = false;
  error: string | null = null;
  /** The rows' follow toggle, with the search screen's texts. */
  readonly follows: FollowToggle;

  constructor(private readonly ctx: StoreContext) {
    this.follows = new FollowToggle(ctx, searchMessages.followRefused, ({ status }) =>
      ctx.notify.error(status === 0 ? searchMessages.followFailed : searchMessages.followRefused),
    );
    makeAutoObservable<this, 'ctx'>(this, { ctx: false, follows: false });
  }

  /** Reads the suggestions; a failure says so and keeps what was shown. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.discovery.GET('/suggestions'),
        suggestionMessages.failed,
      );
      runInAction(() => {
        this.users = this.ctx.users.upsertAll(data.data.users);
        this.hashTags = data.data.hashTags;
        this.loading = false;
      });
    } catch (cause) {
      runInAction(() => {
        this.error = messageOf(cause, suggestionMessages.failed);
        this.loading = false;
      });
    }
  }

  /** Follows (or unfollows again) a suggested account; the person flips on the server's answer. */
  async toggleFollow(userId: string): Promise<void> {
    await this.follows.toggleUser(userId);
  }

  /** The session ended. */
  clear(): void {
    this.users = [];
    this.hashTags = [];
    this.error = null;
    this.loading = false;
  }
}
