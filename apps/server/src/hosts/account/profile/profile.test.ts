import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Video } from '@flick/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  expectAuthRequired,
  insertVideoRow,
  type TestApp,
  UNKNOWN_ID,
} from '../../../../test/helpers';

const A = '/api/account';
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../../test/fixtures', name));

/** A multipart/form-data body with one file. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----flicktest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows a user's profile with counts and the caller's follow state", async () => {
    const maya = await createUser(t, { firstName: 'Maya', lastName: 'Okafor' });
    const leo = await createUser(t);
    const zoe = await createUser(t);
    await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: leo.token,
      payload: { userId: maya.id },
    });
    await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: zoe.id },
    });

    const res = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${maya.id}`,
      token: leo.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: maya.id,
      userName: maya.userName,
      firstName: 'Maya',
      lastName: 'Okafor',
      profilePicture: null,
      aboutMe: '',
      isFollowing: true,
      isBlocked: false,
      isMuted: false,
      isPrivate: false,
      followRequested: false,
      totalFollowers: 1,
      totalFollowings: 1,
      totalVideos: 0,
      totalLikes: 0,
    });
    const zoesView = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${maya.id}`,
      token: zoe.token,
    });
    expect(zoesView.json().data.isFollowing).toBe(false);
  });

  it('answers 404 for unknown users and 400 for malformed ids', async () => {
    const maya = await createUser(t);
    const unknown = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${UNKNOWN_ID}`,
      token: maya.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'user_not_found', message: 'User not found.' });
    const bad = await t.inject({ method: 'GET', url: `${A}/user/profile/123`, token: maya.token });
    expect(bad.statusCode).toBe(400);
  });

  it('reads and updates the own profile with the edit form fields', async () => {
    const maya = await createUser(t, { email: 'maya.own@example.com' });
    const me = await t.inject({ method: 'GET', url: `${A}/me`, token: maya.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      id: maya.id,
      email: 'maya.own@example.com',
      phone: null,
      gender: null,
      dateOfBirth: '1998-04-17',
      hasPassword: true,
      language: null,
    });

    const res = await t.inject({
      method: 'PATCH',
      url: `${A}/me`,
      token: maya.token,
      payload: {
        firstName: ' Maya ',
        lastName: 'Okafor',
        userName: 'maya.travels.new',
        gender: 'female',
        dateOfBirth: '1997-03-02',
        aboutMe: 'Chasing sunsets.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: 'Maya',
      lastName: 'Okafor',
      userName: 'maya.travels.new',
      gender: 'female',
      dateOfBirth: '1997-03-02',
      aboutMe: 'Chasing sunsets.',
      email: 'maya.own@example.com',
    });
  });

  it('clears About me: an empty aboutMe is stored empty, and stays so on the next read', async () => {
    const maya = await createUser(t);
    const set = await t.inject({
      method: 'PATCH',
      url: `${A}/me`,
      token: maya.token,
      payload: { aboutMe: 'Chasing sunsets.' },
    });
    expect(set.json().data.aboutMe).toBe('Chasing sunsets.');
    const cleared = await t.inject({
      method: 'PATCH',
      url: `${A}/me`,
      token: maya.token,
      payload: { aboutMe: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.aboutMe).toBe('');
    const read = await t.inject({ method: 'GET', url: `${A}/me`, token: maya.token });
    expect(read.json().data.aboutMe).toBe('');
  });

  it("shows a new name and photo in this process's feed at once, though its first page is reused", async () => {
    const ivy = await createUser(t, { firstName: 'Ivy', lastName: 'Old' });
    const videoId = await insertVideoRow(t.db, ivy.id, { caption: 'rename me' });
    const feedOwner = async () => {
      const res = await t.inject({
        method: 'GET',
        url: '/api/video/videos?pageSize=5',
        token: ivy.token,
      });
      expect(res.statusCode).toBe(200);
      const video = (res.json().data.Items as Video[]).find((v) => v.id === videoId);
      return video && { lastName: video.lastName, profilePicture: video.profilePicture };
    };
    // The first read stores the shared first page (docs/product.md#feed).
    expect(await feedOwner()).toEqual({ lastName: 'Old', profilePicture: null });
    const renamed = await t.inject({
      method: 'PATCH',
      url: `${A}/me`,
      token: ivy.token,
      payload: { lastName: 'New' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await feedOwner()).toEqual({ lastName: 'New', profilePicture: null });

    const photo = await t.inject({
      method: 'PUT',
      url: `${A}/me/photo`,
      token: ivy.token,
      ...multipart('file', 'me.png', 'image/png', fixture('thumb.png')),
    });
    expect(photo.statusCode).toBe(200);
    const address = photo.json().data.profilePicture as string;
    expect(await feedOwner()).toEqual({ lastName: 'New', profilePicture: address });
    await t.inject({ method: 'DELETE', url: `${A}/me/photo`, token: ivy.token });
    expect(await feedOwner()).toEqual({ lastName: 'New', profilePicture: null });
  });

  it('refuses bad profile changes: 400 for invalid fields, 409 for a taken username', async () => {
    const maya = await createUser(t);
    const other = await createUser(t, { userName: 'Occupied.Name' });
    const cases = [
      [{}, 'body must NOT have fewer than 1 properties'],
      [{ gender: 'robot' }, 'body/gender must be one of: female, male, other, unspecified'],
      // The sign-in address has its own flow, with re-authentication.
      [{ email: 'maya.squat@example.com' }, "body must not have the property 'email'"],
      [{ phone: '+4915123456789' }, "body must not have the property 'phone'"],
      [{ aboutMe: 'x'.repeat(301) }, 'body/aboutMe must NOT have more than 300 characters'],
      [{ firstName: '   ' }, 'Please enter your first name.'],
      // The sign-up rules for names and usernames, in the contract's words.
      [{ lastName: 'x'.repeat(51) }, 'Your last name can be at most 50 characters.'],
      [
        { userName: 'bad name!' },
        'Your username must be 3 to 30 characters: letters, digits, dots (.) and underscores (_) only.',
      ],
      [{ dateOfBirth: '2999-01-01' }, 'Your date of birth cannot be in the future.'],
      [{ id: 'x' }, "body must not have the property 'id'"],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.inject({ method: 'PATCH', url: `${A}/me`, token: maya.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const taken = await t.inject({
      method: 'PATCH',
      url: `${A}/me`,
      token: maya.token,
      payload: { userName: other.userName.toLowerCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'username_taken', message: 'That username is taken.' });
  });

  it('uploads a profile photo checked by its bytes, stores it, and removes it', async () => {
    const maya = await createUser(t);
    const png = multipart('file', 'me.png', 'image/png', fixture('thumb.png'));
    const res = await t.inject({ method: 'PUT', url: `${A}/me/photo`, token: maya.token, ...png });
    expect(res.statusCode).toBe(200);
    const picture = res.json().data.profilePicture as string;
    expect(picture).toMatch(/^\/api\/upload\/media\/[0-9a-f]+\.png$/);

    const other = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${maya.id}`,
      token: maya.token,
    });
    expect(other.json().data.profilePicture).toBe(picture);
    const name = picture.split('/').pop() ?? '';
    expect(await t.app.media.stat(name)).not.toBeNull();

    const removed = await t.inject({ method: 'DELETE', url: `${A}/me/photo`, token: maya.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.profilePicture).toBeNull();
    expect(await t.app.media.stat(name)).toBeNull();
  });

  it('refuses a photo that is not an image, whatever its declared type, and a missing file', async () => {
    const maya = await createUser(t);
    const fake = multipart('file', 'me.png', 'image/png', Buffer.from('definitely not a picture'));
    const res = await t.inject({ method: 'PUT', url: `${A}/me/photo`, token: maya.token, ...fake });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'not_an_image', message: 'Only image files are allowed.' });
    const noBody = await t.inject({ method: 'PUT', url: `${A}/me/photo`, token: maya.token });
    expect(noBody.statusCode).toBe(400);
    const wrongField = multipart('photo', 'me.png', 'image/png', fixture('thumb.png'));
    const wrong = await t.inject({
      method: 'PUT',
      url: `${A}/me/photo`,
      token: maya.token,
      ...wrongField,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Send the photo in the form field 'file'.");
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const maya = await createUser(t);
    const big = Buffer.concat([fixture('thumb.png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await t.inject({
      method: 'PUT',
      url: `${A}/me/photo`,
      token: maya.token,
      ...multipart('file', 'big.png', 'image/png', big),
    });
    expect(res.statusCode).toBe(413);
  });

  it('blocks: follows end both ways, the profile says isBlocked, the blocked user sees 404', async () => {
    const maya = await createUser(t);
    const leo = await createUser(t);
    await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    await t.inject({
      method: 'POST',
      url: `${A}/follow`,
      token: leo.token,
      payload: { userId: maya.id },
    });

    const blocked = await t.inject({
      method: 'POST',
      url: `${A}/block`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ message: 'User blocked.' });
    const again = await t.inject({
      method: 'POST',
      url: `${A}/block`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(again.statusCode).toBe(200);

    const seen = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${leo.id}`,
      token: maya.token,
    });
    expect(seen.json().data).toMatchObject({
      isBlocked: true,
      isFollowing: false,
      totalFollowers: 0,
      totalFollowings: 0,
    });
    const hidden = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${maya.id}`,
      token: leo.token,
    });
    expect(hidden.statusCode).toBe(404);

    const unblocked = await t.inject({
      method: 'DELETE',
      url: `${A}/unblock`,
      token: maya.token,
      payload: { userId: leo.id },
    });
    expect(unblocked.statusCode).toBe(200);
    const after = await t.inject({
      method: 'GET',
      url: `${A}/user/profile/${leo.id}`,
      token: maya.token,
    });
    expect(after.json().data.isBlocked).toBe(false);
  });

  it("lists the caller's blocked users, newest block first, and drops an unblocked one", async () => {
    const maya = await createUser(t);
    const leo = await createUser(t, { firstName: 'Leo', lastName: 'Brandt' });
    const ana = await createUser(t);
    const block = (userId: string) =>
      t.inject({ method: 'POST', url: `${A}/block`, token: maya.token, payload: { userId } });
    const list = async (token: string) => {
      const res = await t.inject({ method: 'GET', url: `${A}/blocked`, token });
      expect(res.statusCode).toBe(200);
      return res.json().data.Items as Array<Record<string, unknown>>;
    };
    expect(await list(maya.token)).toEqual([]);
    await block(leo.id);
    await block(ana.id);
    const items = await list(maya.token);
    expect(items.map((item) => item.id)).toEqual([ana.id, leo.id]);
    expect(items[1]).toMatchObject({
      id: leo.id,
      userName: leo.userName,
      firstName: 'Leo',
      lastName: 'Brandt',
      isFollowing: false,
    });
    // Only the caller's own blocks: the blocked user's list stays empty.
    expect(await list(leo.token)).toEqual([]);

    await t.inject({
      method: 'DELETE',
      url: `${A}/unblock`,
      token: maya.token,
      payload: { userId: ana.id },
    });
    expect((await list(maya.token)).map((item) => item.id)).toEqual([leo.id]);
    await expectAuthRequired(t, { method: 'GET', url: `${A}/blocked` });
  });

  it('refuses blocking yourself (400), unknown users (404) and malformed ids (400)', async () => {
    const maya = await createUser(t);
    for (const [method, url] of [
      ['POST', `${A}/block`],
      ['DELETE', `${A}/unblock`],
    ] as const) {
      const self = await t.inject({ method, url, token: maya.token, payload: { userId: maya.id } });
      expect(self.statusCode).toBe(400);
      const unknown = await t.inject({
        method,
        url,
        token: maya.token,
        payload: { userId: UNKNOWN_ID },
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.inject({ method, url, token: maya.token, payload: { userId: '' } });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('requires a live token on every profile route', async () => {
    const someone = await createUser(t);
    await expectAuthRequired(t, { method: 'GET', url: `${A}/user/profile/${someone.id}` });
    await expectAuthRequired(t, { method: 'GET', url: `${A}/me` });
    await expectAuthRequired(t, { method: 'PATCH', url: `${A}/me`, payload: { aboutMe: 'x' } });
    await expectAuthRequired(t, { method: 'PUT', url: `${A}/me/photo` });
    await expectAuthRequired(t, { method: 'DELETE', url: `${A}/me/photo` });
    await expectAuthRequired(t, {
      method: 'POST',
      url: `${A}/block`,
      payload: { userId: someone.id },
    });
    await expectAuthRequired(t, {
      method: 'DELETE',
      url: `${A}/unblock`,
      payload: { userId: someone.id },
    });
  });
});

describe("the account's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is chosen, changed and cleared with PATCH /me, and refused outside the shipped languages', async () => {
    const maya = await createUser(t);
    const set = await t.inject({
      method: 'PATCH',
      url: `${A}/me`,
      token: maya.token,
      payload: { language: 'es' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.language).toBe('es');
    const read = await t.inject({ method: 'GET', url: `${A}/me`, token: maya.token });
    expect(read.json().data.language).toBe('es');

    const refused = await t.inject({
      method: 'PATCH',
      url: `${A}/me`,
      token: maya.token,
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('body/language must be one of: en, es, ar');
    const kept = await t.inject({ method: 'GET', url: `${A}/me`, token: maya.token });
    expect(kept.json().data.language).toBe('es');

    const cleared = await t.inject({
      method: 'PATCH',
      url: `${A}/me`,
      token: maya.token,
      payload: { language: null },
    });
    expect(cleared.json().data.language).toBeNull();
  });

  it('cannot hold a language Flick does not ship, even written past the server', async () => {
    const maya = await createUser(t);
    await expect(
      t.db
        .updateTable('users')
        .set({ language: 'fr' as never })
        .where('id', '=', maya.id)
        .execute(),
    ).rejects.toThrow(/users_language_check/);
  });
});
