import type { VideoInsights } from '@flick/api-types';
import { describe, expect, it } from 'vitest';
import { json, settle, signedIn } from '../testing/harness';

const A = '10000000-0000-4000-8000-00000000000a';
const B = '10000000-0000-4000-8000-00000000000b';
const route = (id: string) => `GET /api/video/videos/${id}/insights` as const;

function figures(videoId: string, views: number[]): VideoInsights {
  const total = views.reduce((n, v) => n + v, 0);
  return {
    videoId,
    views: total,
    viewers: total,
    watchShare: total ? 0.5 : null,
    completionRate: total ? 0.25 : null,
    likes: 2,
    comments: 1,
    shares: 0,
    downloads: 0,
    days: Array.from({ length: 28 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
      views: views[i] ?? 0,
    })),
  };
}

async function store() {
  const h = signedIn();
  return { h, insights: await h.root.loadInsights() };
}

describe('InsightsStore', () => {
  it('reads the figures of the video asked for', async () => {
    const { h, insights } = await store();
    h.reply(route(A), { status: 200, body: { data: figures(A, [0, 3, 1]) } });
    const loading = insights.load(A);
    expect(insights.loading).toBe(true);
    await loading;
    expect(insights.loading).toBe(false);
    expect(insights.insights?.views).toBe(4);
    expect(h.callsTo(route(A))[0]?.authorization).toBe('Bearer tok-1');
  });

  it("shows the server's message, else Error fetching insights", async () => {
    const { h, insights } = await store();
    h.reply(route(A), { status: 404, body: { message: 'Video not found.' } }, { network: true });
    await insights.load(A);
    expect(insights.error).toBe('Video not found.');
    await insights.load(A);
    expect(insights.error).toBe('Error fetching insights');
    expect(insights.insights).toBeNull();
    expect(h.notify.error).not.toHaveBeenCalled();
  });

  it('drops a late answer for a video no longer asked for', async () => {
    const { h, insights } = await store();
    let answerA: (r: Response) => void = () => {};
    h.reply(route(A), () => new Promise<Response>((resolve) => (answerA = resolve)));
    h.reply(route(B), { status: 200, body: { data: figures(B, [5]) } });
    const first = insights.load(A);
    await insights.load(B);
    answerA(json(200, { data: figures(A, [1]) }));
    await first;
    await settle();
    expect(insights.videoId).toBe(B);
    expect(insights.insights?.videoId).toBe(B);
    expect(insights.loading).toBe(false);
  });

  it('keeps nothing after the session ends', async () => {
    const { h, insights } = await store();
    h.reply(route(A), { status: 200, body: { data: figures(A, [2]) } });
    await insights.load(A);
    h.root.sessionEnded();
    expect(insights.insights).toBeNull();
    expect(insights.videoId).toBeNull();
  });
});
