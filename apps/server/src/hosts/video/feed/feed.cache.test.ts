import type { Video } from '@flick/api-types';
import { describe, expect, it } from 'vitest';
import {
  FEED_CACHE_MS,
  FEED_LEAD_MS,
  FeedCache,
  type FeedSnapshot,
  HeadCache,
  videoHead,
  videoJson,
} from './feed.cache';

const video: Video = {
  id: '0b7e1c2a-0000-4000-8000-000000000001',
  userId: '0b7e1c2a-0000-4000-8000-000000000002',
  createdAt: '2026-11-20T18:04:11.512Z',
  iosUrl: '/api/upload/media/0b7e1c2a3d4f.mp4',
  videoUrl: '0b7e1c2a3d4f',
  thumbUrl: '/api/upload/media/7c1d2e3f.jpg',
  thumbUrlCompress: '/api/upload/media/7c1d2e3f.jpg',
  caption: 'Quotes " and \\ backslashes, a tab\t, "ünïcödé" 🔥 and </script>',
  hashtags: ['sunset', 'naïve'],
  userName: 'maya.travels',
  firstName: 'Maya',
  lastName: 'O\u2028kafor',
  profilePicture: null,
  likes: 3,
  downloads: 1,
  shares: 0,
  comments: 2,
  liked: false,
  allowComment: '1',
  allowDownload: '0',
  allowDuet: '1',
  isDuet: '0',
  status: 1,
  state: 'ready',
  progress: null,
  failureReason: null,
};

const snapshot = (readAt: number): FeedSnapshot => ({
  videos: [video],
  hasMore: false,
  lastKey: {},
  readAt,
  heads: [videoHead(video)],
});

describe('videoJson', () => {
  it('writes the same video JSON.stringify would, with the fresh fields', () => {
    const fresh = { likes: 4, downloads: 2, shares: 1, comments: 7, liked: true };
    const text = videoJson(videoHead(video), fresh);
    expect(JSON.parse(text)).toEqual({ ...video, ...fresh });
    expect(text.length).toBe(JSON.stringify({ ...video, ...fresh }).length);
  });
});

describe('FeedCache', () => {
  it(`answers a page for ${FEED_CACHE_MS} ms, then no more`, () => {
    const cache = new FeedCache();
    cache.set(19, cache.generation(), snapshot(1_000));
    expect(cache.get(19, 1_000 + FEED_CACHE_MS - 1)?.videos).toEqual([video]);
    expect(cache.get(19, 1_000 + FEED_CACHE_MS)).toBeUndefined();
    expect(cache.get(20, 1_000)).toBeUndefined();
  });

  it('forgets pages on invalidate, and does not store a read that started before it', () => {
    const cache = new FeedCache();
    cache.set(19, cache.generation(), snapshot(1_000));
    const startedBefore = cache.generation();
    cache.invalidate();
    expect(cache.get(19, 1_000)).toBeUndefined();
    cache.set(19, startedBefore, snapshot(1_000));
    expect(cache.get(19, 1_000)).toBeUndefined();
  });

  it(`names the last page's first video: fresh for ${FEED_CACHE_MS} ms, stale until ${FEED_LEAD_MS} ms`, () => {
    const cache = new FeedCache();
    expect(cache.lead(1_000)).toBeUndefined();
    cache.set(3, cache.generation(), snapshot(1_000));
    expect(cache.lead(1_000 + FEED_CACHE_MS - 1)).toEqual({ video, stale: false });
    expect(cache.lead(1_000 + FEED_CACHE_MS)).toEqual({ video, stale: true });
    expect(cache.lead(1_000 + FEED_LEAD_MS - 1)).toEqual({ video, stale: true });
    expect(cache.lead(1_000 + FEED_LEAD_MS)).toBeUndefined();
  });

  it('forgets the lead on invalidate (a video added, deleted or hidden here)', () => {
    const cache = new FeedCache();
    cache.set(19, cache.generation(), snapshot(1_000));
    cache.invalidate();
    expect(cache.lead(1_000)).toBeUndefined();
  });

  it('keeps at most its size of heads, those used lately, each only at the head version it was read at', () => {
    const heads = new HeadCache(10);
    const entry = (id: string, version = '7') => ({
      version,
      head: `{"id":"${id}"`,
      key: { id, userId: video.userId, createdAt: video.createdAt },
    });
    for (let i = 0; i < 5; i++) heads.set(`v${i}`, entry(`v${i}`));
    expect(heads.get('v3', '7')?.head).toBe('{"id":"v3"');
    // The owner renamed themselves (a new head version): the head is read again.
    expect(heads.get('v3', '8')).toBeUndefined();
    // v0 is used after each of 30 more reads: it stays, the others of the first five go.
    for (let i = 5; i < 35; i++) {
      heads.set(`v${i}`, entry(`v${i}`));
      expect(heads.get('v0', '7')?.head).toBe('{"id":"v0"');
      expect(heads.size).toBeLessThanOrEqual(10);
    }
    for (const gone of ['v1', 'v2', 'v3', 'v4']) expect(heads.get(gone, '7')).toBeUndefined();
    expect(heads.get('v34', '7')).toBeDefined();
    // A head read again at a new head version replaces the old one.
    heads.set('v34', entry('v34', '9'));
    expect(heads.get('v34', '7')).toBeUndefined();
    expect(heads.get('v34', '9')).toBeDefined();
  });
});
