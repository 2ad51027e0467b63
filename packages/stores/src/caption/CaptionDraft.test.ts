import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, aVideo, OTHER, settle, signedIn } from '../testing/harness';
import { tokenAt } from './CaptionDraft';
import { captionParts } from './captionText';

const SEARCH = 'GET /api/discovery/discovery';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tokenAt', () => {
  it('finds the #tag or @name ending at the caret, Unicode letters included', () => {
    expect(tokenAt('Sunset #caf', 11)).toEqual({
      kind: 'hashtag',
      query: 'caf',
      start: 7,
      end: 11,
    });
    expect(tokenAt('hi @jo', 6)).toEqual({ kind: 'mention', query: 'jo', start: 3, end: 6 });
    expect(tokenAt('#café', 5)?.query).toBe('café');
    expect(tokenAt('@maya.tr', 8)?.query).toBe('maya.tr');
  });

  it('finds nothing inside an address, after a space or away from the word', () => {
    expect(tokenAt('anna@exa', 8)).toBeNull();
    expect(tokenAt('#tag ', 5)).toBeNull();
    expect(tokenAt('#tag more', 2)?.query).toBe('t');
    expect(tokenAt('plain', 5)).toBeNull();
  });
});

describe('captionParts', () => {
  it('links the tags and mentions the server read, and leaves the rest as text', () => {
    const parts = captionParts({
      caption: 'Go #Café with @Maya. and @ghost #notcounted',
      hashtags: ['café'],
      mentions: [{ userId: OTHER, userName: 'maya' }],
    });
    expect(parts).toEqual([
      { kind: 'text', text: 'Go ' },
      { kind: 'hashtag', text: '#Café', tag: 'café' },
      { kind: 'text', text: ' with ' },
      { kind: 'mention', text: '@Maya', userId: OTHER },
      { kind: 'text', text: '. and @ghost #notcounted' },
    ]);
  });
});

describe('CaptionDraft', () => {
  it('counts characters as the server does and names the limit when over it', async () => {
    const h = signedIn();
    const draft = await h.root.upload.loadCaption();
    draft.setText('😀é');
    expect(draft.countText).toBe('2/2200');
    expect(draft.error).toBeNull();
    draft.setText('x'.repeat(2201));
    expect(draft.error).toBe('A caption can be at most 2200 characters.');
  });

  it('suggests hashtags 300 ms after the last keystroke, then puts the choice in place', async () => {
    const h = signedIn();
    h.reply(SEARCH, {
      status: 200,
      body: { data: { users: [], videos: [], hashTags: [{ name: 'café', videoCount: 3 }] } },
    });
    const draft = await h.root.upload.loadCaption();
    draft.setText('Morning #c');
    await vi.advanceTimersByTimeAsync(100);
    draft.setText('Morning #ca');
    await vi.advanceTimersByTimeAsync(299);
    expect(h.callsTo(SEARCH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(h.callsTo(SEARCH).map((c) => c.query)).toEqual([
      { search: '#ca', pageSize: '6', pageNumber: '1' },
    ]);
    expect(draft.suggesting).toBe(true);
    expect(draft.suggestions).toEqual([
      { id: '#café', label: '#café', detail: '3 videos', videoCount: 3 },
    ]);
    draft.choose('#café');
    expect(draft.text).toBe('Morning #café ');
    expect(draft.caret).toBe('Morning #café '.length);
    expect(draft.suggesting).toBe(false);
  });

  it('suggests people for @ from user search, replacing only the word at the caret', async () => {
    const h = signedIn();
    h.reply(SEARCH, {
      status: 200,
      body: { data: { users: [aUser({ userName: 'maya.travels', firstName: 'Maya' })] } },
    });
    const draft = await h.root.upload.loadCaption();
    draft.setText('hi @may and more', 7);
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(h.callsTo(SEARCH).map((c) => c.query)).toEqual([{ search: 'may' }]);
    expect(draft.suggestions[0]).toMatchObject({ label: '@maya.travels' });
    draft.choose('@maya.travels');
    expect(draft.text).toBe('hi @maya.travels  and more');
  });

  it('replaces the whole word when the list answered an earlier stage of it', async () => {
    const h = signedIn();
    h.reply(SEARCH, {
      status: 200,
      body: { data: { users: [], videos: [], hashTags: [{ name: 'sunset', videoCount: 12 }] } },
    });
    const draft = await h.root.upload.loadCaption();
    draft.setText('Pier #sunse');
    await vi.advanceTimersByTimeAsync(300);
    // The last letter comes while the answer for `#sunse` is on its way.
    draft.setText('Pier #sunset');
    await settle();
    expect(draft.suggestions[0]).toMatchObject({ label: '#sunset' });
    draft.choose('#sunset');
    expect(draft.text).toBe('Pier #sunset ');
    expect(draft.caret).toBe('Pier #sunset '.length);
  });

  it('closes the list on Escape and when the caret leaves the word, dropping late answers', async () => {
    const h = signedIn();
    let answer: (r: Response) => void = () => {};
    h.reply(SEARCH, () => new Promise<Response>((resolve) => (answer = resolve)));
    const draft = await h.root.upload.loadCaption();
    draft.setText('#sun');
    await vi.advanceTimersByTimeAsync(300);
    draft.dismiss();
    answer(
      new Response(
        JSON.stringify({
          data: { users: [], videos: [], hashTags: [{ name: 'sun', videoCount: 1 }] },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await settle();
    expect(draft.suggesting).toBe(false);
    draft.setText('#sun ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.callsTo(SEARCH)).toHaveLength(1);
  });

  it('starts from a posted video when editing', async () => {
    const h = signedIn();
    const draft = await h.root.upload.loadCaption();
    draft.reset({ caption: 'old', allowComment: false, allowDownload: true, allowDuet: false });
    expect(draft.fields).toEqual({
      caption: 'old',
      allowComment: '0',
      allowDownload: '1',
      allowDuet: '0',
    });
    expect(aVideo().caption).toBeTypeOf('string');
  });
});
