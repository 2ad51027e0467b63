import { unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { FollowToggle } from '../follows/followToggle';
import { searchMessages } from '../messages';
import type { UserModel } from '../users/UserCache';
import type { AddressedSearch } from './searchAddress';
import { SEARCH_DEBOUNCE_MS } from './searchDebounce';

/** The /search screen (docs/product.md#search). */
export class SearchStore implements AddressedSearch {
  /** The text box's value. */
  query = '';
  /**
   * The text of the search last run (as the 300 ms pause ends), trimmed; '' once the box is
   * blank. The page's address carries it as `?q=` (ADR 0140): not each keystroke, so typing
   * does not use up the places kept by address.
   */
  addressText = '';
  /** The results: the people's one models (ADR 0126). */
  users: UserModel[] = [];
  loading = false;
  error: string | null = null;
  /** The text the shown results answer, or null before any search. */
  searchedFor: string | null = null;
  /** The results' follow toggle (a row's call in flight shows its button's spinner). */
  readonly follows: FollowToggle;
  private timer: unknown;
  private requestSeq = 0;

  constructor(private readonly ctx: StoreContext) {
    this.follows = new FollowToggle(ctx, searchMessages.followRefused, ({ status }) =>
      ctx.notify.error(status === 0 ? searchMessages.followFailed : searchMessages.followRefused),
    );
    makeAutoObservable<this, 'ctx' | 'timer' | 'requestSeq'>(this, {
      ctx: false,
      timer: false,
      requestSeq: false,
      follows: false,
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

  /**
   * The address names `text` (the page opened, Back or Forward, a shared link): the box shows
   * it and it is searched at once. Nothing happens for blank text or for the search already
   * run (the results are still in memory, where they were left).
   */
  openFromAddress(text: string): void {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed === this.addressText) return;
    this.ctx.clock.clearTimeout(this.timer);
    this.query = trimmed;
    void this.search(trimmed);
  }

  /** The clear icon. */
  clear(): void {
    this.setQuery('');
  }

  /** GET /discovery?search (data.users). Older answers than the latest request are dropped. */
  async search(text: string): Promise<void> {
    const seq = ++this.requestSeq;
    this.addressText = text;
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.discovery.GET('/discovery', { params: { query: { search: text } } }),
        searchMessages.failed,
      );
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.users = this.ctx.users.upsertAll(data.data.users ?? []);
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
   * Follows, unfollows or withdraws a request to a result. The person (here and on every
   * screen showing them) changes only when the
   * server agreed (200/201, or 202 for a request to a private account); another answer says
   * `Unable to follow/unfollow. Please try again.`, no answer
   * `Error performing follow/unfollow action.`.
   */
  async toggleFollow(userId: string): Promise<void> {
    await this.follows.toggleUser(userId);
  }

  private clearResults(): void {
    this.requestSeq += 1; // answers still in flight no longer count
    this.users = [];
    this.error = null;
    this.loading = false;
    this.searchedFor = null;
    this.addressText = '';
  }
}
