import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoreEvents } from '../src/platform/core/events';
import { newMediaName } from '../src/platform/media/storage';
import { processVideo } from '../src/processing/pipeline';
import { pipelineContext } from '../src/processing/processing.plugin';
import { subscribeProcessingRules } from '../src/rules/videos/processing.rules';
import { fixture } from './content/multipart';
import { insertVideos } from './content/videos';
import { buildTestApp, createUser, type TestApp, type TestUser } from './helpers';

// The media job reaches the product rules only through core events (ADR 0129). `pnpm worker`
// runs the job with events of its own, subscribed as here (workerProcess.ts): what follows a
// processed video must happen there exactly as in the server.
describe('a media job run with the events of a process of its own', () => {
  let t: TestApp;
  let maya: TestUser;
  let leo: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    maya = await createUser(t);
    leo = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A video of Maya's waiting for processing, tagged `tag`, mentioning Leo. */
  async function processingVideo(tag: string): Promise<string> {
    const [id = ''] = await insertVideos(t, maya.id, 1);
    const name = newMediaName('mp4');
    await t.app.originals.put(name, Readable.from([fixture('two-seconds.mp4')]), 'video/mp4');
    await t.db
      .updateTable('videos')
      .set({
        state: 'processing',
        source_file: name,
        video_file: name,
        hashtags: [tag],
        mentions: JSON.stringify([{ userId: leo.id, userName: leo.userName }]),
      })
      .where('id', '=', id)
      .execute();
    return id;
  }

  const tagged = (tag: string) =>
    t.db
      .selectFrom('hashtags')
      .innerJoin('video_hashtags', 'video_hashtags.hashtag_id', 'hashtags.id')
      .select(['hashtags.video_count', 'video_hashtags.video_id'])
      .where('hashtags.name', '=', tag)
      .execute();

  const told = (userId: string, videoId: string) =>
    t.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', userId)
      .where('video_id', '=', videoId)
      .execute();

  it('links the tags and tells the owner and the mentioned person', async () => {
    const tag = `rooms${Date.now()}`;
    const id = await processingVideo(tag);
    const events = new CoreEvents(t.app.log);
    subscribeProcessingRules(events, { db: t.db, push: () => null });
    await processVideo({ ...pipelineContext(t.app), events }, id);

    const row = await t.db
      .selectFrom('videos')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('ready');
    expect(await tagged(tag)).toEqual([{ video_count: 1, video_id: id }]);
    expect(await told(maya.id, id)).toEqual([{ type: 'videoReady' }]);
    expect(await told(leo.id, id)).toEqual([{ type: 'mention' }]);
  });

  it('leaves the video processing, its tags uncounted and nobody told when a step in its transaction fails', async () => {
    const tag = `broken${Date.now()}`;
    const id = await processingVideo(tag);
    const events = new CoreEvents(t.app.log);
    subscribeProcessingRules(events, { db: t.db, push: () => null });
    // After the rules linked the tags in the job's transaction.
    events.on('videoProcessed', () => {
      throw new Error('a later step failed');
    });
    await expect(processVideo({ ...pipelineContext(t.app), events }, id)).rejects.toThrow(
      'a later step failed',
    );

    const row = await t.db
      .selectFrom('videos')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // The job runs again (a retry); the row and its tags changed together or not at all.
    expect(row.state).toBe('processing');
    expect(await tagged(tag)).toEqual([]);
    expect(await told(maya.id, id)).toEqual([]);
    expect(await told(leo.id, id)).toEqual([]);
  });
});
