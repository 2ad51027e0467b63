import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  expectAuthRequired,
  insertVideoRow,
  type TestApp,
  type TestUser,
  UNKNOWN_ID,
} from '../../../../test/helpers';

describe('saved videos', () => {
  let t: TestApp;
  let ana: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [ana, ben] = await Promise.all([createUser(t), createUser(t)]);
  });
  afterAll(() => t.close());

  const save = (user: TestUser, id: string) =>
    t.inject({ method: 'PUT', url: `/api/video/saved/${id}`, token: user.token });
  const unsave = (user: TestUser, id: string) =>
    t.inject({ method: 'DELETE', url: `/api/video/saved/${id}`, token: user.token });
  const savedIds = async (user: TestUser) => {
    const res = await t.inject({ method: 'GET', url: '/api/video/saved', token: user.token });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { Items: Video[] } }).data.Items.map((v) => v.id);
  };

  it('saves and unsaves, each any number of times, and lists last saved first', async () => {
    const me = await createUser(t);
    const first = await insertVideoRow(t.db, ben.id, { caption: 'first' });
    const second = await insertVideoRow(t.db, ben.id, { caption: 'second' });
    for (const id of [first, first, second]) {
      const res = await save(me, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Saved.', data: { saved: true } });
    }
    expect(await savedIds(me)).toEqual([second, first]);
    for (let i = 0; i < 2; i += 1) {
      const res = await unsave(me, first);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Removed from saved videos.', data: { saved: false } });
    }
    expect(await savedIds(me)).toEqual([second]);
  });

  it('answers 404 for an unknown video and for one the caller may not see', async () => {
    const hidden = await insertVideoRow(t.db, ben.id, { caption: 'h', hidden: true });
    const processing = await insertVideoRow(t.db, ben.id, { caption: 'p', state: 'processing' });
    for (const id of [UNKNOWN_ID, hidden, processing]) {
      for (const res of [await save(ana, id), await unsave(ana, id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'video_not_found', message: 'Video not found.' });
      }
    }
    expect(await savedIds(ana)).not.toContain(hidden);
  });

  it('is private: each person lists only their own saves', async () => {
    const id = await insertVideoRow(t.db, ben.id, { caption: 'mine to keep' });
    await save(ana, id);
    const other = await createUser(t);
    expect(await savedIds(other)).toEqual([]);
    expect(await savedIds(ana)).toContain(id);
  });

  it('drops videos the saver may no longer see from the list, and brings them back', async () => {
    const me = await createUser(t);
    const author = await createUser(t);
    const [kept, toHide, toBlock] = await Promise.all(
      ['kept', 'hide', 'block'].map((caption) =>
        insertVideoRow(t.db, caption === 'block' ? ben.id : author.id, { caption }),
      ),
    );
    for (const id of [kept, toHide, toBlock]) await save(me, id as string);
    await t.db
      .updateTable('videos')
      .set({ hidden: true })
      .where('id', '=', toHide as string)
      .execute();
    // A draft/scheduled video is `held`: not listed (ADR 0101).
    const held = await insertVideoRow(t.db, author.id, { caption: 'held' });
    await save(me, held);
    await t.db.updateTable('videos').set({ state: 'held' }).where('id', '=', held).execute();
    const author2 = await createUser(t);
    const priv = await insertVideoRow(t.db, author2.id, { caption: 'going private' });
    await save(me, priv);
    await t.db
      .updateTable('users')
      .set({ is_private: true })
      .where('id', '=', author2.id)
      .execute();
    // Ben blocks the saver.
    const block = await t.inject({
      method: 'POST',
      url: '/api/account/block',
      token: ben.token,
      payload: { userId: me.id },
    });
    expect(block.statusCode).toBe(200);
    expect(await savedIds(me)).toEqual([kept]);
    // Removing one it can no longer see still works (the row is there).
    expect((await unsave(me, toHide as string)).statusCode).toBe(200);
    await t.inject({
      method: 'DELETE',
      url: '/api/account/unblock',
      token: ben.token,
      payload: { userId: me.id },
    });
    expect(await savedIds(me)).toEqual([toBlock, kept]);
  });

  it('forgets a save when the video is deleted', async () => {
    const me = await createUser(t);
    const id = await insertVideoRow(t.db, ben.id, { caption: 'gone soon' });
    await save(me, id);
    await t.db.deleteFrom('videos').where('id', '=', id).execute();
    expect(await savedIds(me)).toEqual([]);
    const rows = await t.db
      .selectFrom('saved_videos')
      .where('video_id', '=', id)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    await expectAuthRequired(t, { method: 'GET', url: '/api/video/saved' });
    await expectAuthRequired(t, { method: 'PUT', url: `/api/video/saved/${UNKNOWN_ID}` });
    await expectAuthRequired(t, { method: 'DELETE', url: `/api/video/saved/${UNKNOWN_ID}` });
  });
});
