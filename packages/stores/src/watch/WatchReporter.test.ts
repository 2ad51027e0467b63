import { describe, expect, it } from 'vitest';
import { aVideo, createHarness, ME, settle, signedIn } from '../testing/harness';

const A = '10000000-0000-4000-8000-00000000000a';
const B = '10000000-0000-4000-8000-00000000000b';
const route = (id: string) => `POST /api/video/videos/${id}/watch` as const;
const ok = { status: 200, body: { message: 'Counted' } };

function reporter() {
  const h = signedIn();
  h.reply(route(A), ok);
  h.reply(route(B), ok);
  return { h, watch: h.root.watch };
}

describe('WatchReporter', () => {
  it('reports a view once, when the viewer leaves it, with the furthest share reached', async () => {
    const { h, watch } = reporter();
    watch.progress(A, 1, 10);
    watch.progress(A, 4, 10);
    watch.progress(A, 3, 10); // a seek back does not lower it
    expect(h.callsTo(route(A))).toHaveLength(0);
    watch.leave();
    watch.leave();
    await settle();
    expect(h.callsTo(route(A)).map((c) => [c.body, c.authorization])).toEqual([
      [{ fraction: 0.4 }, 'Bearer tok-1'],
    ]);
  });

  it('sends with keepalive, so a report sent while the page goes away still arrives', async () => {
    const { h, watch } = reporter();
    watch.progress(A, 2, 10);
    watch.leave();
    await settle();
    const request = h.fetch.mock.calls[0]?.[0] as Request;
    expect(request.keepalive).toBe(true);
  });

  it('reports the end at once when the looping video comes round, and not again on leaving', async () => {
    const { h, watch } = reporter();
    for (const t of [0.5, 3, 5.5, 7.9]) watch.progress(A, t, 8);
    watch.progress(A, 0.2, 8);
    await settle();
    expect(h.callsTo(route(A)).map((c) => c.body)).toEqual([{ fraction: 1 }]);
    watch.progress(A, 4, 8);
    watch.leave();
    await settle();
    expect(h.callsTo(route(A))).toHaveLength(1);
  });

  it('takes a seek back from the middle for a seek, not an end', async () => {
    const { h, watch } = reporter();
    watch.progress(A, 5, 10);
    watch.progress(A, 0.5, 10);
    await settle();
    expect(h.callsTo(route(A))).toHaveLength(0);
  });

  it('ends the last view when another video reports progress (a swipe)', async () => {
    const { h, watch } = reporter();
    watch.progress(A, 3, 12);
    watch.progress(B, 1, 4);
    await settle();
    expect(h.callsTo(route(A)).map((c) => c.body)).toEqual([{ fraction: 0.25 }]);
    expect(h.callsTo(route(B))).toHaveLength(0);
  });

  it('sends nothing for a view where nothing played, and reports every other view, a second one too', async () => {
    const { h, watch } = reporter();
    watch.progress(A, 0, 10);
    watch.leave();
    watch.progress(B, 6, 10);
    watch.leave();
    watch.progress(B, 3, 10); // watched again, less far: still a view for the owner's insights
    watch.leave();
    await settle();
    expect(h.callsTo(route(A))).toHaveLength(0);
    expect(h.callsTo(route(B)).map((c) => c.body)).toEqual([{ fraction: 0.6 }, { fraction: 0.3 }]);
  });

  it('sends nothing for a signed-out viewer', async () => {
    const h = createHarness();
    h.root.watch.progress(A, 5, 10);
    h.root.watch.leave();
    await settle();
    expect(h.calls).toHaveLength(0);
  });

  it('logs a refused report without a toast, and a later view tries again', async () => {
    const { h, watch } = reporter();
    h.reply(route(A), { status: 429, body: { message: 'Too many requests' } }, ok);
    watch.progress(A, 5, 10);
    watch.leave();
    await settle();
    expect(h.logger.error).toHaveBeenCalledWith('Error reporting a watch', expect.anything());
    expect(h.notify.error).not.toHaveBeenCalled();
    watch.progress(A, 5, 10);
    watch.leave();
    await settle();
    expect(h.callsTo(route(A)).map((c) => c.body)).toEqual([{ fraction: 0.5 }, { fraction: 0.5 }]);
  });

  it('drops the open view of a video deleted meanwhile: nothing is sent for it', async () => {
    const { h, watch } = reporter();
    h.reply('GET /api/video/videos', {
      status: 200,
      body: { data: { Items: [aVideo({ id: A, userId: ME })] } },
    });
    h.reply(`DELETE /api/video/videos/${A}`, { status: 200, body: { message: 'Video deleted.' } });
    await h.root.feed.loadMore();
    watch.progress(A, 4, 10);
    const [model] = h.root.feed.videos;
    model?.askDelete();
    await expect(model?.confirmDelete()).resolves.toBe(true);
    watch.progress(B, 1, 10);
    watch.leave();
    await settle();
    expect(h.callsTo(route(A))).toHaveLength(0);
    expect(h.callsTo(route(B))).toHaveLength(1);
  });

  it('reports no view of a video from another server', async () => {
    const { h, watch } = reporter();
    const remote = {
      handle: 'ana@mastodon.example',
      url: 'https://mastodon.example/@ana/1',
      profileUrl: 'https://mastodon.example/@ana',
    };
    h.reply('GET /api/video/videos', {
      status: 200,
      body: { data: { Items: [aVideo({ id: A, remote }), aVideo({ id: B })] } },
    });
    await h.root.feed.loadMore();
    watch.progress(A, 4, 10);
    watch.progress(B, 1, 10);
    watch.leave();
    await settle();
    expect(h.callsTo(route(A))).toHaveLength(0);
    expect(h.callsTo(route(B))).toHaveLength(1);
  });

  it('drops the open view when the session ends: nothing is sent for it', async () => {
    const { h, watch } = reporter();
    watch.progress(A, 5, 10);
    h.root.sessionEnded();
    watch.leave();
    await settle();
    expect(h.callsTo(route(A))).toHaveLength(0);
  });
});
