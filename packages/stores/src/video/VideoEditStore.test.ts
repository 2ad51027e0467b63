import type { Video } from '@flick/api-types';
import { describe, expect, it } from 'vitest';
import { aComment, aVideo, ME, OTHER, signedIn } from '../testing/harness';
import { canEditVideo } from './videoOwner';

/** The /reels/{id} viewer showing `video`, and its model. */
async function viewing(video: Video) {
  const h = signedIn();
  h.reply('GET /api/video/videos', { status: 200, body: { data: { Items: [video] } } });
  h.reply('GET /api/video/comment', { status: 200, body: { data: { Items: [aComment()] } } });
  await h.root.viewer.load(video.id);
  const model = h.root.viewer.video;
  if (!model) throw new Error('no video shown');
  return { h, model };
}

const UPDATE = 'POST /api/video/updateVideo';

/** The 201 of an edit that answers `video` as it now is. */
const updated = (video: Video) =>
  ({
    status: 201,
    body: {
      message: 'Video updated.',
      data: { likes: 0, downloads: 0, shares: 0, liked: false, video },
    },
  }) as const;

describe('VideoEditStore', () => {
  it('lets only the owner edit', () => {
    expect(canEditVideo(aVideo({ userId: ME }), ME)).toBe(true);
    expect(canEditVideo(aVideo({ userId: OTHER }), ME)).toBe(false);
    expect(canEditVideo(aVideo({ userId: ME }), null)).toBe(false);
  });

  it('sends caption and switches, then the shown video has the new caption', async () => {
    const video = aVideo({ userId: ME, caption: 'before', allowComment: '1' });
    const { h, model } = await viewing(video);
    const after = {
      ...video,
      caption: 'after #new @maya',
      hashtags: ['new'],
      mentions: [{ userId: OTHER, userName: 'maya' }],
      allowComment: '0' as const,
    };
    h.reply(UPDATE, updated(after));
    const edit = await h.root.loadVideoEdit();
    await edit.open(model);
    expect(edit.draft?.text).toBe('before');
    edit.draft?.setText('after #new @maya');
    edit.draft?.setSwitch('allowComment', false);
    await expect(edit.save()).resolves.toBe(true);
    expect(h.callsTo(UPDATE)[0]?.body).toEqual({
      videoId: video.id,
      videoUserId: ME,
      caption: 'after #new @maya',
      allowComment: '0',
      allowDownload: '1',
      allowDuet: '1',
    });
    expect(h.root.viewer.video?.video.caption).toBe('after #new @maya');
    // The viewer's composer gives way to the owner's choice at once.
    expect(h.root.viewer.comments?.closedText).toBe('Comments are turned off for this video.');
    expect(model.video.allowComment).toBe('0');
    expect(edit.isOpen).toBe(false);
    expect(h.notify.success).toHaveBeenCalledWith('Video updated.');
  });

  it('sends the picked cover second with the edit; every copy shows the new poster', async () => {
    const video = aVideo({ userId: ME, caption: 'same', state: 'ready' });
    const { h, model } = await viewing(video);
    const after = { ...video, thumbUrl: '/api/upload/media/abc-cover-1.jpg' };
    h.reply(UPDATE, updated(after));
    const edit = await h.root.loadVideoEdit();
    await edit.open(model);
    expect(edit.canPickCover).toBe(true);
    edit.setCover(1.26);
    await expect(edit.save()).resolves.toBe(true);
    expect(h.callsTo(UPDATE)[0]?.body).toMatchObject({ videoId: video.id, coverSeconds: 1.3 });
    expect(model.video.thumbUrl).toBe('/api/upload/media/abc-cover-1.jpg');
    // Opened again, the sheet keeps the cover it has unless a new one is picked.
    await edit.open(model);
    expect(edit.cover).toBeNull();
  });

  it('offers no cover before the video is processed and sends none untouched', async () => {
    const { h, model } = await viewing(aVideo({ userId: ME, state: 'processing' }));
    h.reply(UPDATE, {
      status: 201,
      body: {
        message: 'Video updated.',
        data: { likes: 0, downloads: 0, shares: 0, liked: false, video: model.video },
      },
    });
    const edit = await h.root.loadVideoEdit();
    await edit.open(model);
    expect(edit.canPickCover).toBe(false);
    await edit.save();
    expect(h.callsTo(UPDATE)[0]?.body).not.toHaveProperty('coverSeconds');
  });

  it("keeps the sheet open and says the server's message when the edit is refused", async () => {
    const { h, model } = await viewing(aVideo({ userId: ME, caption: 'before' }));
    h.reply(UPDATE, { status: 403, body: { message: 'You can only edit your own videos.' } });
    const edit = await h.root.loadVideoEdit();
    await edit.open(model);
    edit.draft?.setText('after');
    await expect(edit.save()).resolves.toBe(false);
    expect(edit.isOpen).toBe(true);
    expect(model.video.caption).toBe('before');
    expect(h.notify.error).toHaveBeenCalledWith('You can only edit your own videos.');
  });

  it('does not send a caption over the limit', async () => {
    const { h, model } = await viewing(aVideo({ userId: ME }));
    const edit = await h.root.loadVideoEdit();
    await edit.open(model);
    edit.draft?.setText('x'.repeat(2201));
    expect(edit.canSave).toBe(false);
    await expect(edit.save()).resolves.toBe(false);
    expect(h.callsTo(UPDATE)).toHaveLength(0);
  });

  it('posts a draft now: the shown video is listed and says so', async () => {
    const draft = aVideo({ userId: ME, publication: 'draft' });
    const { h, model } = await viewing(draft);
    const { publication: _held, ...listed } = { ...draft, createdAt: new Date().toISOString() };
    h.reply(UPDATE, updated(listed));
    const edit = await h.root.loadVideoEdit();
    const posting = edit.postNow(model);
    expect(edit.posting).toBe(draft.id);
    await expect(posting).resolves.toBe(true);
    expect(h.callsTo(UPDATE)[0]?.body).toEqual({
      videoId: draft.id,
      videoUserId: ME,
      publication: 'posted',
    });
    expect(model.video.publication).toBeUndefined();
    expect(edit.posting).toBeNull();
    expect(h.notify.success).toHaveBeenCalledWith('Video posted.');
  });

  it("keeps the draft and says the server's message when posting is refused", async () => {
    const { h, model } = await viewing(aVideo({ userId: ME, publication: 'scheduled' }));
    h.reply(UPDATE, { status: 400, body: { message: 'This video is already posted.' } });
    const edit = await h.root.loadVideoEdit();
    await expect(edit.postNow(model)).resolves.toBe(false);
    expect(model.video.publication).toBe('scheduled');
    expect(h.notify.error).toHaveBeenCalledWith('This video is already posted.');
    // A listed video has nothing to post.
    const { model: listed } = await viewing(aVideo({ userId: ME }));
    await expect(edit.postNow(listed)).resolves.toBe(false);
  });
});
