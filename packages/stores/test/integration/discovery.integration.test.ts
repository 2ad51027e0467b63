import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createUser,
  shareVideo,
  storesFor,
  type TestApp,
  type TestUser,
} from './realServer';

let t: TestApp;
let maya: TestUser;
let sam: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  maya = await createUser(t, { userName: 'maya_travels', firstName: 'Maya', lastName: 'Okafor' });
  sam = await createUser(t, { userName: 'sam_lee' });
  await shareVideo(t, maya, { caption: 'Golden hour #sunsetpier' });
});
afterAll(async () => {
  await t?.close();
});

describe('SearchStore against the real server', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds a user after the debounce and follows them', async () => {
    const { root, notify } = storesFor(t, sam);
    const search = await root.loadSearch();
    search.setQuery('maya');
    await vi.advanceTimersByTimeAsync(300);
    await vi.waitFor(() => expect(search.users.map((u) => u.id)).toContain(maya.id));
    await search.toggleFollow(maya.id);
    expect(search.users.find((u) => u.id === maya.id)?.isFollowing).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('says No users found. when nobody matches', async () => {
    const { root } = storesFor(t, sam);
    const search = await root.loadSearch();
    search.setQuery('zzqqxxnobody');
    await vi.advanceTimersByTimeAsync(300);
    await vi.waitFor(() => expect(search.emptyText).toBe('No users found.'));
  });
});

describe('ExploreStore and HashtagStore against the real server', () => {
  it('searches videos, users and hashtags, and clearing hides them', async () => {
    const { root } = storesFor(t, sam);
    (await root.loadExplore()).setInputValue('sunsetpier');
    await (await root.loadExplore()).search();
    expect((await root.loadExplore()).error).toBeNull();
    expect((await root.loadExplore()).showSearchResults).toBe(true);
    expect((await root.loadExplore()).searchVideos).toHaveLength(1);
    expect((await root.loadExplore()).hashtags.map((h) => h.name)).toContain('sunsetpier');
    (await root.loadExplore()).clearSearch();
    expect((await root.loadExplore()).showSearchResults).toBe(false);
  });

  it('pages the explore grid until an empty page', async () => {
    const { root } = storesFor(t, sam);
    while ((await root.loadExplore()).hasMore) await (await root.loadExplore()).fetchVideos();
    expect((await root.loadExplore()).error).toBeNull();
    expect((await root.loadExplore()).videos).toHaveLength(1);
  });

  it('opens a hashtag page', async () => {
    const { root } = storesFor(t, sam);
    const hashtag = await root.loadHashtag();
    await hashtag.open('sunsetpier');
    expect(hashtag.error).toBeNull();
    expect(hashtag.videos).toHaveLength(1);
    expect(hashtag.hasMore).toBe(false);
  });
});
