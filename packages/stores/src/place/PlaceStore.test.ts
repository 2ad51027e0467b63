import { describe, expect, it } from 'vitest';
import { createHarness, ME, OTHER, signedIn } from '../testing/harness';
import { KEPT_PAGES } from './PlaceStore';
import { homeResumesLater, placeIndex, placeNeedsMore, placesKey } from './places';

const videos = (...ids: string[]) => ids.map((id) => ({ id }));

/** The same tab after a reload: a new RootStore over the same session storage. */
function reloaded(h: ReturnType<typeof signedIn>, userId = ME) {
  return createHarness({
    storage: { token: 'tok-1', user_id: userId },
    sessionStorage: h.sessionStorage,
  });
}

describe('PlaceStore', () => {
  it('keeps each feed at its own video through a tab switch and a reload', () => {
    const h = signedIn();
    h.root.place.keepFeed('forYou', { videoId: 'v3', index: 2 });
    h.root.place.keepFeed('home', { videoId: 'h5', index: 4 });
    expect(h.root.place.feed('forYou')).toEqual({ videoId: 'v3', index: 2 });
    expect(h.root.place.feed('following')).toBeNull();

    const after = reloaded(h).root.place;
    expect(after.feed('forYou')).toEqual({ videoId: 'v3', index: 2 });
    expect(after.feed('home')).toEqual({ videoId: 'h5', index: 4 });
    expect(homeResumesLater(h.sessionStorage, ME)).toBe(true);
  });

  it("keeps how far a feed's video had played when the page was left, until the feed moves", () => {
    const h = signedIn();
    h.root.place.keepFeed('home', { videoId: 'h5', index: 4 });
    h.root.place.keepFeed('forYou', { videoId: 'v3', index: 2 });
    h.root.place.keepTime('h5', 2.75);
    const after = reloaded(h).root.place;
    const kept = after.feed('home');
    expect(kept).toEqual({ videoId: 'h5', index: 4, time: 2.75 });
    expect(after.feed('forYou')).toEqual({ videoId: 'v3', index: 2 });

    // The feed reopened on its kept place keeps the time; a move starts the next video at 0.
    if (kept) after.keepFeed('home', kept);
    expect(reloaded(h).root.place.feed('home')?.time).toBe(2.75);
    after.keepFeed('home', { videoId: 'h6', index: 5 });
    expect(JSON.parse(h.sessionStorage.getItem(placesKey) ?? '{}').feeds.home).toEqual({
      videoId: 'h6',
      index: 5,
    });
  });

  it('opens Home at the newest video again after an upload', () => {
    const h = signedIn();
    h.root.place.keepFeed('home', { videoId: 'h5', index: 4 });
    h.root.place.keepFeed('forYou', { videoId: 'v3', index: 2 });
    h.root.videoUploaded();
    expect(reloaded(h).root.place.feed('home')).toBeNull();
    expect(h.root.place.feed('forYou')).toEqual({ videoId: 'v3', index: 2 });
  });

  it('keeps the scroll offset and the open video of each page by its path, the last 30 only', () => {
    const h = signedIn();
    h.root.place.keepPage('/explore', { offset: 1200.4 });
    h.root.place.keepPage('/explore', { video: 'v7' });
    h.root.place.keepPage('/user/profile/abc', { offset: 640 });
    expect(reloaded(h).root.place.page('/explore')).toEqual({ offset: 1200, video: 'v7' });
    h.root.place.keepPage('/explore', { video: null });
    expect(h.root.place.page('/explore')).toEqual({ offset: 1200, video: null });
    expect(h.root.place.page('/search')).toBeNull();

    for (let n = 0; n < KEPT_PAGES; n++) h.root.place.keepPage(`/hashtag/t${n}`, { offset: n });
    expect(h.root.place.page('/explore')).toBeNull();
    expect(h.root.place.page(`/hashtag/t${KEPT_PAGES - 1}`)?.offset).toBe(KEPT_PAGES - 1);
  });

  it("keeps how far a page's viewer had played its video, for that video only", () => {
    const h = signedIn();
    h.root.place.keepPage('/explore', { offset: 800, video: 'v7' });
    h.root.place.keepPage('/hashtag/sea', { video: 'v2' });
    h.root.place.keepTime('v7', 4.5);
    const after = reloaded(h).root.place;
    expect(after.viewerTime('/explore', 'v7')).toBe(4.5);
    // Another page's viewer, or another video on this page, starts from 0.
    expect(after.viewerTime('/hashtag/sea', 'v2')).toBeUndefined();
    expect(after.viewerTime('/explore', 'v8')).toBeUndefined();

    // The page reopened on its kept video (and scrolled) keeps the time ...
    after.keepPage('/explore', { video: 'v7' });
    after.keepPage('/explore', { offset: 900 });
    expect(reloaded(h).root.place.viewerTime('/explore', 'v7')).toBe(4.5);
    // ... a move to another video, or the viewer closed, drops it: back on v7 it starts at 0.
    after.keepPage('/explore', { video: 'v8' });
    after.keepPage('/explore', { video: 'v7' });
    expect(reloaded(h).root.place.viewerTime('/explore', 'v7')).toBeUndefined();
    after.keepTime('v7', 3);
    after.keepPage('/explore', { video: null });
    expect(reloaded(h).root.place.page('/explore')).toEqual({ offset: 900, video: null });
  });

  it("never gives one person's places to another, and logout forgets them", async () => {
    const h = signedIn();
    h.root.place.keepFeed('home', { videoId: 'h5', index: 4 });
    expect(reloaded(h, OTHER).root.place.feed('home')).toBeNull();
    expect(homeResumesLater(h.sessionStorage, OTHER)).toBe(false);

    h.reply('POST /api/account/logout', { status: 200, body: { message: 'Logged out' } });
    await h.root.session.logout();
    expect(h.sessionStorage.getItem(placesKey)).toBeNull();
    expect(h.root.place.feed('home')).toBeNull();
  });

  it('keeps nothing while signed out, and reads unreadable storage as no place', () => {
    const out = createHarness();
    out.root.place.keepFeed('home', { videoId: 'h1', index: 1 });
    expect(out.sessionStorage.getItem(placesKey)).toBeNull();

    const h = signedIn();
    h.sessionStorage.setItem(placesKey, '{not json');
    expect(h.root.place.feed('home')).toBeNull();
    expect(homeResumesLater(h.sessionStorage, ME)).toBe(false);
  });
});

describe('placeIndex', () => {
  it('finds the kept video where the list has it now', () => {
    expect(placeIndex({ videoId: 'c', index: 2 }, videos('new', 'a', 'b', 'c'))).toBe(3);
  });

  it('falls back to the kept position when the video has gone, within the list', () => {
    expect(placeIndex({ videoId: 'gone', index: 1 }, videos('a', 'b', 'c'))).toBe(1);
    expect(placeIndex({ videoId: 'gone', index: 7 }, videos('a', 'b'))).toBe(1);
    expect(placeIndex({ videoId: 'gone', index: 7 }, [])).toBe(0);
    expect(placeIndex(null, videos('a'))).toBe(0);
  });
});

describe('placeNeedsMore', () => {
  it('reads on while the kept video may be on a page not read yet', () => {
    const place = { videoId: 'v20', index: 20 };
    expect(placeNeedsMore(place, videos('a', 'b'), true)).toBe(true);
    expect(placeNeedsMore(place, videos('a', 'b'), false)).toBe(false);
    expect(placeNeedsMore(place, videos('a', 'v20'), true)).toBe(false);
    expect(placeNeedsMore({ videoId: 'b', index: 1 }, videos('a', 'b'), true)).toBe(false);
    expect(placeNeedsMore(null, [], true)).toBe(false);
  });
});
