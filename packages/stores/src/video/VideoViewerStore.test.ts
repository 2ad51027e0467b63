import { describe, expect, it } from 'vitest';
import { aComment, aVideo, signedIn } from '../testing/harness';
import { VIEWER_REPORTING } from './VideoModel';

const VIDEO = aVideo();

function viewer() {
  const h = signedIn();
  h.reply('GET /api/video/videos', { status: 200, body: { data: { Items: [VIDEO] } } });
  h.reply('GET /api/video/comment', { status: 200, body: { data: { Items: [aComment()] } } });
  return h;
}

describe('VideoViewerStore', () => {
  it('reads one video by videoId (data.Items[0]) and its comments', async () => {
    const h = viewer();
    await h.root.viewer.load(VIDEO.id);
    expect(h.callsTo('GET /api/video/videos')[0]?.query).toEqual({ videoId: VIDEO.id });
    expect(h.root.viewer.video?.id).toBe(VIDEO.id);
    expect(h.root.viewer.comments?.items).toHaveLength(1);
    expect(h.root.viewer.loading).toBe(false);
  });

  it('shows Error fetching video when the video cannot be read', async () => {
    const h = signedIn();
    h.reply('GET /api/video/videos', { status: 404, body: { message: 'Video not found.' } });
    await h.root.viewer.load(VIDEO.id);
    expect(h.root.viewer.error).toBe('Error fetching video');
    expect(h.root.viewer.video).toBeNull();
  });

  it('shows Error fetching video when the answer holds no video', async () => {
    const h = signedIn();
    h.reply('GET /api/video/videos', { status: 200, body: { data: { Items: [] } } });
    await h.root.viewer.load(VIDEO.id);
    expect(h.root.viewer.error).toBe('Error fetching video');
  });

  it('only logs like, comment and comment-like failures', async () => {
    const h = viewer();
    await h.root.viewer.load(VIDEO.id);
    h.reply('POST /api/video/updateVideo', { status: 500 });
    h.reply('POST /api/video/comment', { status: 500 });
    h.reply('PATCH /api/video/comment', { status: 500 });
    const { video, comments } = h.root.viewer;
    if (!video || !comments?.items[0]) throw new Error('not loaded');
    // The /reels/{id} page presses the like with the viewer's reporting.
    await video.toggleLike(VIEWER_REPORTING);
    comments.setDraft('hi');
    await comments.post();
    await comments.toggleLike(comments.items[0]);
    expect(h.notify.error).not.toHaveBeenCalled();
    expect(h.logger.error.mock.calls.map(([m]) => m)).toEqual([
      'Error toggling like',
      'Error submitting comment',
      'Error toggling comment like',
    ]);
  });

  it('still shows download failures', async () => {
    const h = viewer();
    await h.root.viewer.load(VIDEO.id);
    h.reply('POST /api/video/updateVideo', { status: 500 });
    await h.root.viewer.video?.download();
    expect(h.notify.error).toHaveBeenCalledWith('Error downloading video');
  });
});
