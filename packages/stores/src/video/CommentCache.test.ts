import { describe, expect, it } from 'vitest';
import { aComment, aVideo, signedIn } from '../testing/harness';

// ADR 0126: one model per comment, read by the feed's comment sheet and the viewers' lists.

const VIDEO = aVideo();
const COMMENT = aComment({ videoId: VIDEO.id, like: 3, liked: false });
const COMMENTS = 'GET /api/video/comment';
const LIKE = 'PATCH /api/video/comment';

function watching() {
  const h = signedIn();
  h.reply('GET /api/video/videos', { status: 200, body: { data: { Items: [VIDEO] } } });
  h.reply(COMMENTS, { status: 200, body: { data: { Items: [COMMENT] } } });
  return h;
}

describe('CommentCache: one model per comment', () => {
  it("a comment liked in the feed's sheet shows liked, with the answer's count, in the viewer's list", async () => {
    const h = watching();
    await h.root.feed.openComments(h.root.videos.upsert(VIDEO));
    await h.root.viewer.load(VIDEO.id);
    const inSheet = h.root.feed.comments?.items[0];
    if (!inSheet) throw new Error('the sheet shows the comment');
    // Someone else liked it meanwhile: the server counts 5 after this like.
    h.reply(LIKE, { status: 200, body: { message: 'ok', data: { liked: true, like: 5 } } });
    await h.root.feed.comments?.toggleLike(inSheet);

    const inViewer = h.root.viewer.comments?.items[0];
    expect(inViewer).toBe(inSheet);
    expect(inViewer?.liked).toBe(true);
    expect(inViewer?.like).toBe(5);
  });

  it("a fresher read of the list moves the comment's count in every open list", async () => {
    const h = watching();
    await h.root.feed.openComments(h.root.videos.upsert(VIDEO));
    h.reply(COMMENTS, { status: 200, body: { data: { Items: [{ ...COMMENT, like: 8 }] } } });
    await h.root.viewer.load(VIDEO.id);
    expect(h.root.feed.comments?.items[0]?.like).toBe(8);
  });

  it("signing out empties the map: the next person does not see the last one's likes", async () => {
    const h = watching();
    h.reply(COMMENTS, {
      status: 200,
      body: { data: { Items: [{ ...COMMENT, liked: true }] } },
    });
    await h.root.viewer.load(VIDEO.id);
    expect(h.root.comments.get(COMMENT.id)?.liked).toBe(true);
    h.reply('POST /api/account/logout', { status: 200, body: { message: 'bye' } });
    await h.root.session.logout();
    expect(h.root.comments.get(COMMENT.id)).toBeUndefined();
  });
});
