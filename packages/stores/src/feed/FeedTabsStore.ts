import { type PagingKey, unwrap, type video } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';
import { feedMessages, videoMessages } from '../messages';
import type { VideoModel } from '../video/VideoModel';
import type { VideoEvent } from '../video/videoEvents';
import { appendNew, nextPageQuery, PAGE_SIZE } from './paging';

type FeedFactors = video.components['schemas']['FeedFactors'];
type RankKey = video.components['schemas']['RankKey'];

/** The feed tabs of /reels (docs/product.md#for-you). */
export type FeedTab = 'forYou' | 'following';

/** A video has "most viewers watched to the end" from this share (docs/product.md#for-you). */
const MOST_WATCHED_TO_THE_END = 0.5;

/**
 * Why a video is in "For you", in words (docs/product.md#for-you): the sheet's lines, the
 * strongest reasons first; "Recommended for you" when none applies.
 */
export function whyReasons(factors: FeedFactors, userName: string): string[] {
  const reasons: string[] = [];
  if (factors.following) reasons.push(feedMessages.youFollow(userName));
  if (factors.likes > 0) reasons.push(feedMessages.likedBy(factors.likes));
  if (factors.completionRate !== null && factors.completionRate >= MOST_WATCHED_TO_THE_END) {
    reasons.push(feedMessages.mostWatched);
  }
  if (factors.isNew) reasons.push(feedMessages.isNew);
  return reasons.length > 0 ? reasons : [feedMessages.recommended];
}

/** One tab's pages. */
class TabList {
  videos: VideoModel[] = [];
  hasMore = true;
  loading = false;
  error: string | null = null;
  forYouKey: RankKey | null = null;
  /** "Following": the `LastEvaluatedKey` of its last page read. */
  followingKey: PagingKey | null = null;
  why = new Map<string, FeedFactors>();

  constructor() {
    makeAutoObservable(this);
  }
}

/**
 * "For you" (ranked, GET /feed/for-you, paged by score, id and asOf) and "Following"
 * (GET /feed/following, newest first, paged like the Home feed), each with its own list.
 */
export class FeedTabsStore {
  tab: FeedTab = 'forYou';
  lists: Record<FeedTab, TabList> = { forYou: new TabList(), following: new TabList() };

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
    ctx.videos.subscribe((event) => this.videoEvent(event));
  }

  /**
   * A deleted video leaves both tabs (docs/product.md#deleting-videos-and-comments); counts and
   * edits need nothing here: the tabs hold the videos' shared models (ADR 0113).
   */
  videoEvent(event: VideoEvent): void {
    if (event.type !== 'videoDeleted') return;
    for (const list of Object.values(this.lists)) {
      list.videos = list.videos.filter((model) => model.id !== event.videoId);
    }
  }

  get current(): TabList {
    return this.lists[this.tab];
  }

  /** Shows a tab; reads its first page the first time. */
  async show(tab: FeedTab): Promise<void> {
    this.tab = tab;
    const list = this.lists[tab];
    if (list.videos.length === 0 && list.hasMore) await this.loadMore(tab);
  }

  /**
   * Drops a tab's pages (both when none is named): the next `show` reads its first page
   * again. After a follow or unfollow the Following list starts over; after logout, both.
   */
  clear(tab?: FeedTab): void {
    for (const name of tab ? [tab] : (['forYou', 'following'] as const)) {
      this.lists[name] = new TabList();
    }
  }

  /** The factors of a "For you" video, in words, or undefined when it was not ranked. */
  reasonsFor(videoModel: VideoModel): string[] | undefined {
    const factors = this.lists.forYou.why.get(videoModel.id);
    return factors && whyReasons(factors, videoModel.video.userName);
  }

  async loadMore(tab: FeedTab = this.tab): Promise<void> {
    const list = this.lists[tab];
    if (list.loading || !list.hasMore) return;
    list.loading = true;
    list.error = null;
    try {
      if (tab === 'forYou') {
        const key = list.forYouKey;
        const { data } = await unwrap(
          this.ctx.api.video.GET('/feed/for-you', {
            params: { query: key ? { pageSize: PAGE_SIZE, ...key } : { pageSize: PAGE_SIZE } },
          }),
          videoMessages.fetchVideos,
        );
        runInAction(() => {
          this.#append(list, data.data.Items);
          for (const [id, factors] of Object.entries(data.data.Why)) list.why.set(id, factors);
          list.forYouKey = data.data.LastEvaluatedKey ?? null;
          list.hasMore = data.data.Items.length > 0 && list.forYouKey !== null;
        });
      } else {
        const query = nextPageQuery(list.followingKey);
        const { data } = await unwrap(
          this.ctx.api.video.GET('/feed/following', { params: { query } }),
          videoMessages.fetchVideos,
        );
        runInAction(() => {
          this.#append(list, data.data.Items);
          list.followingKey = data.data.LastEvaluatedKey ?? null;
          list.hasMore = data.data.Items.length > 0 && list.followingKey !== null;
        });
      }
    } catch (error) {
      const message = messageOf(error, videoMessages.fetchVideos);
      runInAction(() => {
        list.error = message;
      });
      this.ctx.notify.error(message);
    } finally {
      runInAction(() => {
        list.loading = false;
      });
    }
  }

  #append(list: TabList, items: video.components['schemas']['RankedPage']['Items']): void {
    list.videos = appendNew(list.videos, this.ctx.videos.upsertAll(items));
  }
}
