import { describe, expect, it } from 'vitest';
import { aProfile, ME, signedIn } from '../testing/harness';
import { changedProfileFields } from './OwnProfileStore';

const own = {
  ...aProfile({ id: ME }),
  email: 'maya@example.com',
  phone: null,
  gender: null,
  dateOfBirth: '1998-04-17',
};

describe('OwnProfileStore', () => {
  it('reads GET /me and saves only the changed fields with PATCH /me', async () => {
    const h = signedIn();
    h.reply('GET /api/account/me', { status: 200, body: { data: own } });
    h.reply('PATCH /api/account/me', { status: 200, body: { data: { ...own, aboutMe: 'hi' } } });
    await h.root.ownProfile.load();
    expect(h.root.ownProfile.profile?.email).toBe('maya@example.com');
    await expect(h.root.ownProfile.save({ aboutMe: 'hi' })).resolves.toBe(true);
    expect(h.callsTo('PATCH /api/account/me')[0]?.body).toEqual({ aboutMe: 'hi' });
    expect(h.root.ownProfile.profile?.aboutMe).toBe('hi');
    expect(h.notify.success).toHaveBeenCalledWith('Profile updated successfully!');
  });

  it("shows the server's message when saving fails", async () => {
    const h = signedIn();
    h.reply('PATCH /api/account/me', { status: 409, body: { message: 'That username is taken.' } });
    await expect(h.root.ownProfile.save({ userName: 'taken' })).resolves.toBe(false);
    expect(h.root.ownProfile.error).toBe('That username is taken.');
  });

  it('uploads a photo as multipart (PUT /me/photo) and removes it (DELETE /me/photo)', async () => {
    const h = signedIn();
    h.reply('PUT /api/account/me/photo', {
      status: 200,
      body: { data: { ...own, profilePicture: '/api/upload/media/p.webp' } },
    });
    h.reply('DELETE /api/account/me/photo', { status: 200, body: { data: own } });
    await h.root.ownProfile.uploadPhoto(new Blob(['img'], { type: 'image/webp' }), 'me.webp');
    expect(String(h.callsTo('PUT /api/account/me/photo')[0]?.body)).toContain(
      'name="file"; filename="me.webp"',
    );
    expect(h.root.ownProfile.profile?.profilePicture).toBe('/api/upload/media/p.webp');
    await h.root.ownProfile.removePhoto();
    expect(h.root.ownProfile.profile?.profilePicture).toBeNull();
  });
});

describe('changedProfileFields', () => {
  const form = {
    firstName: 'Maya',
    lastName: 'Okafor',
    userName: 'maya.travels',
    gender: 'female',
    dateOfBirth: '1998-04-17',
    aboutMe: 'Chasing sunsets.',
    email: 'maya@example.com',
  };

  it('sends an emptied About me as an empty text, so it clears', () => {
    expect(changedProfileFields(form, { ...form, aboutMe: '   ' })).toEqual({ aboutMe: '' });
  });

  it('leaves out fields that cannot be empty, and unchanged ones', () => {
    expect(
      changedProfileFields(form, { ...form, firstName: '', email: '', lastName: ' Okafor ' }),
    ).toEqual({});
  });

  it('sends changed fields trimmed', () => {
    expect(changedProfileFields(form, { ...form, firstName: ' Mia ' })).toEqual({
      firstName: 'Mia',
    });
  });
});

describe('OwnProfileStore: clearing About me', () => {
  it("PATCHes /me with aboutMe '' and keeps the cleared profile", async () => {
    const h = signedIn();
    h.reply('PATCH /api/account/me', {
      status: 200,
      body: { message: 'ok', data: aProfile({ aboutMe: '' }) },
    });
    await expect(h.root.ownProfile.save({ aboutMe: '' })).resolves.toBe(true);
    expect(h.callsTo('PATCH /api/account/me')[0]?.body).toEqual({ aboutMe: '' });
  });
});
