import { type UserSummary, unwrap } from '@flick/api-types';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isFollowSuccess, type StoreContext, statusOf } from '../context';
import { sendFollow } from '../follows/followCall';
import { searchMessages } from '../messages';

/** Search debounce (docs/product.md#search). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The /search screen (docs/product.md#search). */
export class SearchStore {
  /** The text box's value. */
  query = '';
  users: UserSummary[] = [];
  loading = false;
  error: string | null = null;
  /** The text the shown results answer, or null before any search. */
  searchedFor: string | null = null;
  /** Ids of users whose follow or unfollow is in flight (their button shows a spinner). */
  readonly pending = observable.set<string>();
  private timer: unknown;
  private requestSeq = 0;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx' | 'timer' | 'requestSeq'>(this, {
      ctx: false,
      timer: false,
      requestSeq: false,
      pending: false,
    });
  }

  /**
   * The empty-state text: `Start typing to search for users.` before any text,
   * `No users found.` when a search answered no users.
   */
  get emptyText(): string | null {
    if (this.loading || this.error) return null;
    if (this.query.trim() === '') return searchMessages.startTyping;
    if (this.searchedFor !== null && this.users.length === 0) return searchMessages.noUsers;
    return null;
  }

  isPending(userId: string): boolean {
    return this.pending.has(userId);
  }

  /** Types into the box: blank text clears at once; other text searches after 300 ms. */
  setQuery(text: string): void {
    this.query = text;
    this.ctx.clock.clearTimeout(this.timer);
    if (text.trim() === '') {
      this.clearResults();
      return;
    }
    this.timer = this.ctx.clock.setTimeout(() => {
      void this.search(text.trim());
    }, SEARCH_DEBOUNCE_MS);
  }

  /** The clear icon. */
  clear(): void {
    this.setQuery('');
  }

  /** GET /discovery?search (data.users). Older answers than the latest request are dropped. */
  async search(text: string): Promise<void> {
    const seq = ++this.requestSeq;
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.discovery.GET('/discovery', { params: { query: { search: text } } }),
        searchMessages.failed,
      );
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.users = data.data.users ?? [];
        this.searchedFor = text;
      });
    } catch {
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.users = [];
        this.error = searchMessages.failed;
      });
      this.ctx.notify.error(searchMessages.failed);
    } finally {
      if (seq === this.requestSeq) {
        runInAction(() => {
          this.loading = false;
        });
      }
    }
  }

  /**
   * Follows or unfollows a result. The entry flips only on 200/201; another answer says
   * `Unable to follow/unfollow. Please try again.`, no answer
   * `Error performing follow/unfollow action.`.
   */
  async toggleFollow(userId: string): Promise<void> {
    const user = this.users.find((u) => u.id === userId);
    if (!user || this.pending.has(userId)) return;
    const follow = !user.isFollowing;
    this.pending.add(userId);
    try {
      const { status } = await sendFollow(this.ctx, userId, follow, searchMessages.followRefused);
      if (!isFollowSuccess(status)) {
        this.ctx.notify.error(searchMessages.followRefused);
        return;
      }
      runInAction(() => {
        this.users = this.users.map((u) => (u.id === userId ? { ...u, isFollowing: follow } : u));
      });
      this.ctx.followChanged();
    } catch (error) {
      this.ctx.notify.error(
        statusOf(error) === 0 ? searchMessages.followFailed : searchMessages.followRefused,
      );
    } finally {
      runInAction(() => {
        this.pending.delete(userId);
      });
    }
  }

  private clearResults(): void {
    this.requestSeq += 1; // answers still in flight no longer count
    this.users = [];
    this.error = null;
    this.loading = false;
    this.searchedFor = null;
  }
}
