import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  expectAuthRequired,
  type TestApp,
} from '../../../../test/helpers';
import { NOTIFICATION_NOT_FOUND } from './notifications.routes';

const A = '/api/account';

interface Listed {
  id: string;
  read: boolean;
  actor: { id: string };
}

describe('marking notifications read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const follow = async (follower: { token: string }, userId: string) => {
    const res = await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: follower.token,
      payload: { userId },
    });
    expect(res.statusCode).toBeLessThan(300);
  };
  const list = async (user: { token: string }): Promise<Listed[]> => {
    const res = await t.inject({ method: 'GET', url: `${A}/notification`, token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json().data.Items;
  };
  const markRead = (user: { token: string }, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `${A}/notification/read`, token: user.token, payload });

  it('marks read what was shown, and leaves unread one that came after the list was read', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const zoe = await createUser(t);
    await follow(leo, maya.id);
    await follow(zoe, maya.id);
    const shown = await list(maya);
    expect(shown.map((n) => n.read)).toEqual([false, false]);

    // Sam follows between the list read and the mark.
    const sam = await createUser(t);
    await follow(sam, maya.id);
    const res = await markRead(maya, { id: shown[0]?.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { marked: 2 } });

    const after = await list(maya);
    expect(after.map((n) => [n.actor.id, n.read])).toEqual([
      [sam.id, false],
      [zoe.id, true],
      [leo.id, true],
    ]);
    // Again: nothing more to mark; the late one still waits to be shown.
    expect((await markRead(maya, { id: shown[0]?.id })).json()).toEqual({ data: { marked: 0 } });
    expect((await list(maya))[0]?.read).toBe(false);
  });

  it('follows the list order when two notifications share a time', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    const zoe = await createUser(t);
    const at = new Date('2026-11-27T10:00:00.000Z');
    await t.db
      .insertInto('notifications')
      .values([
        { user_id: maya.id, actor_id: leo.id, type: 'follow', created_at: at },
        { user_id: maya.id, actor_id: zoe.id, type: 'follow', created_at: at },
      ])
      .execute();
    const [first, second] = await list(maya);
    // Marking up to the second in the list leaves the first (the same time, a higher id).
    expect((await markRead(maya, { id: second?.id })).json()).toEqual({ data: { marked: 1 } });
    expect((await list(maya)).map((n) => [n.id, n.read])).toEqual([
      [first?.id, false],
      [second?.id, true],
    ]);
  });

  it("never touches another person's notifications", async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    await follow(maya, leo.id);
    await follow(leo, maya.id);
    const [leos] = await list(leo);

    const res = await markRead(maya, { id: leos?.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'notification_not_found', message: NOTIFICATION_NOT_FOUND });
    expect((await list(leo)).map((n) => n.read)).toEqual([false]);
    // Nor does marking one's own reach theirs.
    const [mayas] = await list(maya);
    expect((await markRead(maya, { id: mayas?.id })).json()).toEqual({ data: { marked: 1 } });
    expect((await list(leo)).map((n) => n.read)).toEqual([false]);
  });

  it('refuses bad input with a message, changing nothing', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    await follow(leo, maya.id);
    for (const payload of [{}, { id: 42 }]) {
      const res = await markRead(maya, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\bid\b/);
    }
    const notAnId = await markRead(maya, { id: 'newest' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toEqual({
      code: 'invalid_input',
      message: 'body/id must be a valid id',
    });
    const unknown = await markRead(maya, { id: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'notification_not_found',
      message: NOTIFICATION_NOT_FOUND,
    });
    expect((await list(maya)).map((n) => n.read)).toEqual([false]);
  });

  it('requires a signed-in caller', async () => {
    await expectAuthRequired(t, {
      method: 'POST',
      url: `${A}/notification/read`,
      payload: { id: crypto.randomUUID() },
    });
  });
});
