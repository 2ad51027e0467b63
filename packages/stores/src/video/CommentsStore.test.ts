import { describe, expect, it } from 'vitest';
import { aComment, aVideo, ME, OTHER, signedIn } from '../testing/harness';
import { decodeComment } from './CommentCache';
import { commentDraftsKey } from './commentDrafts';

const COMMENTS = 'GET /api/video/comment';
const POST = 'POST /api/video/comment';
const LIKE = 'PATCH /api/video/comment';

async function openComments(h: ReturnType<typeof signedIn>, comments = [aComment()]) {
  h.reply('GET /api/video/videos', { status: 200, body: { data: { Items: [aVideo()] } } });
  h.reply(COMMENTS, { status: 200, body: { data: { Items: comments } } });
  await h.root.feed.loadMore();
  const video = h.root.feed.videos[0];
  if (!video) throw new Error('no video');
  await h.root.feed.openComments(video);
  const store = h.root.feed.comments;
  if (!store) throw new Error('no comments');
  return store;
}

describe('CommentsStore', () => {
  it('loads comments by videoId and decodes them for display', async () => {
    const h = signedIn();
    const store = await openComments(h);
    expect(h.callsTo(COMMENTS)[0]?.query).toEqual({ videoId: aVideo().id });
    expect(store.items.map((c) => c.text)).toEqual(['Love this 🔥']);
  });

  it('shows the empty text when there are no comments', async () => {
    const h = signedIn();
    const store = await openComments(h, []);
    expect(store.emptyText).toBe('No comments yet. Be the first to comment!');
  });

  it('says Error fetching comments when they cannot be read', async () => {
    const h = signedIn();
    h.reply(COMMENTS, { status: 500 });
    h.reply('GET /api/video/videos', { status: 200, body: { data: { Items: [aVideo()] } } });
    await h.root.feed.loadMore();
    const video = h.root.feed.videos[0];
    if (!video) throw new Error('no video');
    await h.root.feed.openComments(video);
    expect(h.notify.error).toHaveBeenCalledWith('Error fetching comments');
  });

  it('does not post blank text', async () => {
    const h = signedIn();
    const store = await openComments(h);
    store.setDraft('   \n ');
    expect(store.canPost).toBe(false);
    await expect(store.post()).resolves.toBe(false);
    expect(h.callsTo(POST)).toHaveLength(0);
  });

  it('posts the text URI-encoded; on 201 clears the input and reloads', async () => {
    const h = signedIn();
    const store = await openComments(h);
    h.reply(POST, { status: 201, body: { message: 'ok', data: aComment() } });
    store.setDraft('Nice & 🔥');
    await expect(store.post()).resolves.toBe(true);
    expect(h.callsTo(POST)[0]?.body).toEqual({
      videoId: aVideo().id,
      videoUserId: aVideo().userId,
      comment: 'Nice%20%26%20%F0%9F%94%A5',
    });
    expect(store.draft).toBe('');
    expect(h.callsTo(COMMENTS)).toHaveLength(2);
  });

  it('counts the posted comment on the video after the 201, like the other counters', async () => {
    const h = signedIn();
    h.reply('GET /api/video/videos', {
      status: 200,
      body: { data: { Items: [aVideo({ comments: 4 })] } },
    });
    h.reply(COMMENTS, { status: 200, body: { data: { Items: [] } } });
    await h.root.feed.loadMore();
    const video = h.root.feed.videos[0];
    if (!video) throw new Error('no video');
    await h.root.feed.openComments(video);
    const store = h.root.feed.comments;
    if (!store) throw new Error('no comments');
    expect(video.commentCount).toBe(4);

    h.reply(POST, { status: 500 }, { status: 201, body: { message: 'ok', data: aComment() } });
    store.setDraft('First try');
    await store.post();
    expect(video.commentCount).toBe(4);
    await store.post();
    expect(video.commentCount).toBe(5);
    h.root.feed.closeComments();
    expect(h.root.feed.videos[0]?.commentCount).toBe(5);
  });

  it("keeps the input and says the server's message, else Error submitting comment", async () => {
    const h = signedIn();
    const store = await openComments(h);
    h.reply(POST, { status: 403, body: { message: 'Comments are off.' } }, { status: 500 });
    store.setDraft('hello');
    await store.post();
    await store.post();
    expect(store.draft).toBe('hello');
    expect(h.notify.error.mock.calls.map(([m]) => m)).toEqual([
      'Comments are off.',
      'Error submitting comment',
    ]);
  });

  it('likes a comment with code 1 and moves it by one after the 200', async () => {
    const h = signedIn();
    const store = await openComments(h, [aComment({ like: 3, liked: false })]);
    const item = store.items[0];
    if (!item) throw new Error('no comment');
    h.reply(LIKE, { status: 200, body: { message: 'ok', data: { like: 4, liked: true } } });
    await store.toggleLike(item);
    expect(h.callsTo(LIKE)[0]?.body).toEqual({
      videoId: aVideo().id,
      commentId: item.id,
      like: 1,
    });
    expect([item.liked, item.like]).toEqual([true, 4]);
  });

  it('unlikes a comment with code 2 and subtracts one', async () => {
    const h = signedIn();
    const store = await openComments(h, [aComment({ like: 3, liked: true })]);
    const item = store.items[0];
    if (!item) throw new Error('no comment');
    h.reply(LIKE, { status: 200, body: { message: 'ok', data: { like: 2, liked: false } } });
    await store.toggleLike(item);
    expect(h.callsTo(LIKE)[0]?.body).toMatchObject({ like: 2 });
    expect([item.liked, item.like]).toEqual([false, 2]);
  });

  it('leaves a comment like alone without a 200: Error toggling comment like', async () => {
    const h = signedIn();
    const store = await openComments(h, [aComment({ like: 3 })]);
    const item = store.items[0];
    if (!item) throw new Error('no comment');
    h.reply(LIKE, { status: 500 });
    await store.toggleLike(item);
    expect([item.liked, item.like]).toEqual([false, 3]);
    expect(h.notify.error).toHaveBeenCalledWith('Error toggling comment like');
  });

  it('shows the heart at once as pending, and takes it back visibly when refused', async () => {
    const h = signedIn();
    const store = await openComments(h, [aComment({ like: 3, liked: false })]);
    const item = store.items[0];
    if (!item) throw new Error('no comment');
    let answer: (r: Response) => void = () => {};
    h.reply(LIKE, () => new Promise<Response>((resolve) => (answer = resolve)));
    const pressed = store.toggleLike(item);
    expect(item.likeToggle.state).toBe('pending');
    expect(item.likeToggle.shown).toBe(true);
    expect([item.liked, item.like, item.pending]).toEqual([false, 3, true]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(
      new Response(JSON.stringify({ code: 'comment_not_found', message: 'Comment not found.' }), {
        status: 404,
      }),
    );
    await pressed;
    expect(item.likeToggle.state).toBe('failed');
    expect(item.likeToggle.shown).toBe(false);
    expect([item.liked, item.like, item.pending]).toEqual([false, 3, false]);
    expect(h.notify.error).toHaveBeenCalledWith('Comment not found.');
  });

  it("sends no like for a reply from another server, and names its author's page there", async () => {
    const h = signedIn();
    const remote = aComment({
      userName: 'ana@mastodon.example',
      like: 0,
      remote: true,
      authorUrl: 'https://mastodon.example/@ana',
    });
    const store = await openComments(h, [remote]);
    const item = store.items[0];
    if (!item) throw new Error('no comment');
    await store.toggleLike(item);
    expect(h.callsTo(LIKE)).toEqual([]);
    expect([item.liked, item.like, item.remote]).toEqual([false, 0, true]);
    expect(item.authorUrl).toBe('https://mastodon.example/@ana');
  });

  it('shows text that is not valid URI encoding as is', () => {
    expect(decodeComment('100%')).toBe('100%');
  });
});

describe('CommentsStore: unsent text', () => {
  const VIDEO = aVideo().id;
  const viewerOf = async (h: ReturnType<typeof signedIn>) => {
    h.reply('GET /api/video/videos', { status: 200, body: { data: { Items: [aVideo()] } } });
    h.reply(COMMENTS, { status: 200, body: { data: { Items: [] } } });
    await h.root.viewer.load(VIDEO);
    const store = h.root.viewer.comments;
    if (!store) throw new Error('no comments');
    return store;
  };
  const signInAs = async (h: ReturnType<typeof signedIn>, userId: string) => {
    h.reply('POST /api/account/login', {
      status: 200,
      body: { message: 'ok', data: { token: `tok-${userId}`, user_id: userId } },
    });
    await h.root.session.login('someone@example.com', 'secret-pass', `/reels/${VIDEO}`);
  };
  const endedByPost = async (h: ReturnType<typeof signedIn>, text: string) => {
    const store = await viewerOf(h);
    store.setDraft(text);
    h.reply(POST, { status: 401, body: { message: 'Your session is invalid or has expired.' } });
    await store.post();
    expect(h.root.session.ended).toBe(true);
  };

  it('is back in the box for that video after the session ended and the same person signs in', async () => {
    const h = signedIn();
    await endedByPost(h, 'Lovely light 😅');
    await signInAs(h, ME);
    const store = await viewerOf(h);
    expect(store.draft).toBe('Lovely light 😅');
    expect(store.canPost).toBe(true);
  });

  it('is kept per video', async () => {
    const h = signedIn();
    const store = await viewerOf(h);
    store.setDraft('About the first one');
    h.reply('GET /api/video/videos', {
      status: 200,
      body: { data: { Items: [aVideo({ id: '10000000-0000-4000-8000-000000000002' })] } },
    });
    await h.root.viewer.load('10000000-0000-4000-8000-000000000002');
    expect(h.root.viewer.comments?.draft).toBe('');
    expect((await viewerOf(h)).draft).toBe('About the first one');
  });

  it('is never shown to another person signing in on the same browser', async () => {
    const h = signedIn();
    await endedByPost(h, 'My private thought');
    await signInAs(h, OTHER);
    expect((await viewerOf(h)).draft).toBe('');
    expect(h.sessionStorage.getItem(commentDraftsKey)).toBeNull();
  });

  it('goes at logout', async () => {
    const h = signedIn();
    const store = await viewerOf(h);
    store.setDraft('Not sent');
    h.reply('POST /api/account/logout', { status: 200, body: { message: 'bye' } });
    await h.root.session.logout();
    await signInAs(h, ME);
    expect((await viewerOf(h)).draft).toBe('');
  });

  it('goes once it is posted', async () => {
    const h = signedIn();
    const store = await viewerOf(h);
    store.setDraft('Posted now');
    h.reply(POST, { status: 201, body: { message: 'ok', data: aComment() } });
    await store.post();
    expect((await viewerOf(h)).draft).toBe('');
  });

  it('closes an open comments dialog when the session ends, so nobody else finds it open', async () => {
    const h = signedIn();
    await openComments(h);
    h.root.feed.comments?.setDraft('Typed in the dialog');
    h.root.session.endSession();
    expect(h.root.feed.comments).toBeNull();
    await signInAs(h, ME);
    expect((await openComments(h)).draft).toBe('Typed in the dialog');
  });
});
