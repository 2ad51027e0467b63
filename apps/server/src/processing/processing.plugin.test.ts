import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../test/content/multipart';
import { insertVideos } from '../../test/content/videos';
import { buildTestApp, createUser, type TestApp } from '../../test/helpers';
import type { JobQueue, MediaJob } from '../platform/jobs/queue';
import { NOT_A_VIDEO } from '../platform/media/probe';
import { newMediaName } from '../platform/media/storage';
import { FAILURE } from './pipeline';
import { pipelineContext, runMediaWorkers } from './processing.plugin';

type Handler = (
  job: MediaJob,
  attempt: { retryCount: number; retryLimit: number },
) => Promise<void>;

// What the queue is told after one try: a handler that returns ends the job (no retry); one
// that throws makes pg-boss run it again after its backoff.
describe('media jobs: bad input fails at once, transient failures are retried', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The handler `runMediaWorkers` gives the queue, run with `ctx`. */
  async function handlerFor(ctx: ReturnType<typeof pipelineContext>): Promise<Handler> {
    let handler: Handler | undefined;
    const queue = {
      workMedia: async (_concurrency: number, h: Handler) => {
        handler = h;
      },
    } as unknown as JobQueue;
    await runMediaWorkers(queue, ctx, 1);
    if (!handler) throw new Error('no handler registered');
    return handler;
  }

  /** A video row waiting for processing whose original holds `bytes` (no job is queued). */
  async function processingVideo(bytes: Buffer): Promise<string> {
    const owner = await createUser(t);
    const [id] = await insertVideos(t, owner.id, 1);
    const name = newMediaName('mp4');
    await t.app.originals.put(name, Readable.from([bytes]), 'video/mp4');
    await t.db
      .updateTable('videos')
      .set({ state: 'processing', source_file: name, video_file: name })
      .where('id', '=', id ?? '')
      .execute();
    return id ?? '';
  }

  const row = (id: string) =>
    t.db
      .selectFrom('videos')
      .select(['state', 'failure_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('ends the job of a photo named .mp4 on its first try, the video failed with the reason', async () => {
    const id = await processingVideo(fixture('thumb.jpg'));
    const handler = await handlerFor(pipelineContext(t.app));
    await expect(handler({ videoId: id }, { retryCount: 0, retryLimit: 3 })).resolves.toBe(
      undefined,
    );
    expect(await row(id)).toEqual({ state: 'failed', failure_reason: NOT_A_VIDEO });
  });

  it('retries a failure that may pass (no ffmpeg right now), and fails the video on the last try', async () => {
    const id = await processingVideo(fixture('two-seconds.mp4'));
    const handler = await handlerFor({ ...pipelineContext(t.app), tools: null });
    await expect(handler({ videoId: id }, { retryCount: 0, retryLimit: 3 })).rejects.toThrow(
      /ffmpeg/,
    );
    expect((await row(id)).state).toBe('processing');
    await expect(handler({ videoId: id }, { retryCount: 3, retryLimit: 3 })).resolves.toBe(
      undefined,
    );
    expect(await row(id)).toEqual({ state: 'failed', failure_reason: FAILURE.unreadable });
  });
});
