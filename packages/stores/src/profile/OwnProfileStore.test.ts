import { describe, expect, it } from 'vitest';
import { aProfile, ME, signedIn } from '../testing/harness';
import { changedProfileFields } from './OwnProfileStore';

const own = {
  ...aProfile({ id: ME }),
  email: 'maya@example.com',
  phone: null,
  gender: null,
  dateOfBirth: '1998-04-17',
  hasPassword: true,
  isAdmin: false,
  language: null,
  federation: true,
};

describe('OwnProfileStore', () => {
  it('reads GET /me and saves only the changed fields with PATCH /me', async () => {
    const h = signedIn();
    h.reply('GET /api/account/me', { status: 200, body: { data: own } });
    h.reply('PATCH /api/account/me', { status: 200, body: { data: { ...own, aboutMe: 'hi' } } });
    const mine = await h.root.loadOwnProfile();
    await mine.load();
    expect(mine.profile?.email).toBe('maya@example.com');
    await expect(mine.save({ aboutMe: 'hi' })).resolves.toBe(true);
    expect(h.callsTo('PATCH /api/account/me')[0]?.body).toEqual({ aboutMe: 'hi' });
    expect(mine.profile?.aboutMe).toBe('hi');
    expect(h.notify.success).toHaveBeenCalledWith('Profile updated successfully!');
  });

  it('keeps the chosen language on the account with PATCH /me, without a toast', async () => {
    const h = signedIn();
    h.reply('PATCH /api/account/me', { status: 200, body: { data: { ...own, language: 'es' } } });
    const mine = await h.root.loadOwnProfile();
    await expect(mine.setLanguage('es')).resolves.toBe(true);
    expect(h.callsTo('PATCH /api/account/me')[0]?.body).toEqual({ language: 'es' });
    expect(mine.profile?.language).toBe('es');
    expect(h.notify.success).not.toHaveBeenCalled();
  });

  it("shows the server's message when saving fails", async () => {
    const h = signedIn();
    h.reply('PATCH /api/account/me', { status: 409, body: { message: 'That username is taken.' } });
    const mine = await h.root.loadOwnProfile();
    await expect(mine.save({ userName: 'taken' })).resolves.toBe(false);
    expect(mine.error).toBe('That username is taken.');
  });

  it('uploads a photo as multipart (PUT /me/photo) and removes it (DELETE /me/photo)', async () => {
    const h = signedIn();
    h.reply('PUT /api/account/me/photo', {
      status: 200,
      body: { data: { ...own, profilePicture: '/api/upload/media/p.webp' } },
    });
    h.reply('DELETE /api/account/me/photo', { status: 200, body: { data: own } });
    const mine = await h.root.loadOwnProfile();
    await mine.uploadPhoto(new Blob(['img'], { type: 'image/webp' }), 'me.webp');
    expect(String(h.callsTo('PUT /api/account/me/photo')[0]?.body)).toContain(
      'name="file"; filename="me.webp"',
    );
    expect(mine.profile?.profilePicture).toBe('/api/upload/media/p.webp');
    await mine.removePhoto();
    expect(mine.profile?.profilePicture).toBeNull();
  });

  it('changes the email: password first, then the code sent to the new address; success toast', async () => {
    const h = signedIn();
    h.reply('GET /api/account/me', { status: 200, body: { data: own } });
    h.reply('POST /api/account/me/address-change', {
      status: 200,
      body: { message: 'We sent a code to maya.new@example.com.' },
    });
    h.reply('POST /api/account/me/address-change/confirm', {
      status: 200,
      body: {
        message: 'Your email address has been changed.',
        data: { ...own, email: 'maya.new@example.com' },
      },
    });
    const store = await h.root.loadOwnProfile();
    await store.load();

    await expect(
      store.startAddressChange({ emailPhone: 'maya.new@example.com', method: 'email' }),
    ).resolves.toBe(false);
    expect(store.addressError).toBe('Please enter your current password.');
    expect(h.callsTo('POST /api/account/me/address-change')).toHaveLength(0);

    await expect(
      store.startAddressChange({
        emailPhone: ' maya.new@example.com ',
        method: 'email',
        currentPassword: 'correct horse battery',
      }),
    ).resolves.toBe(true);
    expect(h.callsTo('POST /api/account/me/address-change')[0]?.body).toEqual({
      email_phone: 'maya.new@example.com',
      method: 'email',
      currentPassword: 'correct horse battery',
    });
    expect(store.addressChange).toEqual({ address: 'maya.new@example.com', method: 'email' });
    expect(h.notify.success).toHaveBeenCalledWith('We sent a code to maya.new@example.com.');

    await expect(store.confirmAddressChange('12345')).resolves.toBe(false);
    expect(store.addressError).toBe('Please enter a valid 6-digit OTP.');

    await expect(store.confirmAddressChange('012345')).resolves.toBe(true);
    expect(h.callsTo('POST /api/account/me/address-change/confirm')[0]?.body).toEqual({
      otp: 12345,
    });
    expect(store.profile?.email).toBe('maya.new@example.com');
    expect(store.addressChange).toBeNull();
    expect(h.notify.success).toHaveBeenCalledWith('Your email address has been changed.');
  });

  it('turns federation off and on, moving with the server and saying what changed', async () => {
    const h = signedIn();
    h.reply('GET /api/account/me', { status: 200, body: { data: own } });
    h.reply('PATCH /api/account/me', {
      status: 200,
      body: { data: { ...own, federation: false } },
    });
    const store = await h.root.loadOwnProfile();
    await store.load();
    await expect(store.setFederation(false)).resolves.toBe(true);
    expect(h.callsTo('PATCH /api/account/me')[0]?.body).toEqual({ federation: false });
    expect(store.profile?.federation).toBe(false);
    expect(h.notify.success).toHaveBeenCalledWith(
      'People on other servers can no longer find or follow you.',
    );

    h.reply('PATCH /api/account/me', {
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    });
    await expect(store.setFederation(true)).resolves.toBe(false);
    expect(store.profile?.federation).toBe(false);
  });

  it("shows the server's message when the new address is taken or the code is wrong", async () => {
    const h = signedIn();
    h.reply('GET /api/account/me', { status: 200, body: { data: own } });
    h.reply('POST /api/account/me/address-change', {
      status: 409,
      body: { message: 'That email address or phone number belongs to another account.' },
    });
    h.reply('POST /api/account/me/address-change/confirm', {
      status: 400,
      body: { message: 'Invalid OTP' },
    });
    const store = await h.root.loadOwnProfile();
    await store.load();
    await expect(
      store.startAddressChange({
        emailPhone: 'taken@example.com',
        method: 'email',
        currentPassword: 'pw',
      }),
    ).resolves.toBe(false);
    expect(store.addressError).toBe(
      'That email address or phone number belongs to another account.',
    );
    expect(store.addressChange).toBeNull();
    expect(h.notify.error).toHaveBeenCalledWith(
      'That email address or phone number belongs to another account.',
    );
    await expect(store.confirmAddressChange('123456')).resolves.toBe(false);
    expect(store.addressError).toBe('Invalid OTP');
    expect(store.changingAddress).toBe(false);
  });

  it('asks an account without a password for a code from its current address', async () => {
    const h = signedIn();
    h.reply('GET /api/account/me', { status: 200, body: { data: { ...own, hasPassword: false } } });
    h.reply('POST /api/account/me/address-change/current-code', {
      status: 200,
      body: { message: 'We sent a code to maya@example.com.' },
    });
    h.reply('POST /api/account/me/address-change', {
      status: 200,
      body: { message: 'We sent a code to +4915123456789.' },
    });
    const store = await h.root.loadOwnProfile();
    await store.load();
    await expect(
      store.startAddressChange({ emailPhone: '+4915123456789', method: 'phone' }),
    ).resolves.toBe(false);
    expect(store.addressError).toBe('Please enter the code we sent to your current address.');

    await expect(store.sendCurrentAddressCode()).resolves.toBe(true);
    expect(store.currentCodeSentTo).toBe('maya@example.com');
    await expect(
      store.startAddressChange({
        emailPhone: '+4915123456789',
        method: 'phone',
        currentCode: '004211',
      }),
    ).resolves.toBe(true);
    expect(h.callsTo('POST /api/account/me/address-change')[0]?.body).toEqual({
      email_phone: '+4915123456789',
      method: 'phone',
      currentCode: 4211,
    });
    store.cancelAddressChange();
    expect(store.addressChange).toBeNull();
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
  };

  it('sends an emptied About me as an empty text, so it clears', () => {
    expect(changedProfileFields(form, { ...form, aboutMe: '   ' })).toEqual({ aboutMe: '' });
  });

  it('leaves out fields that cannot be empty, and unchanged ones', () => {
    expect(
      changedProfileFields(form, { ...form, firstName: '', userName: '', lastName: ' Okafor ' }),
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
      body: { data: { ...own, aboutMe: '' } },
    });
    const mine = await h.root.loadOwnProfile();
    await expect(mine.save({ aboutMe: '' })).resolves.toBe(true);
    expect(h.callsTo('PATCH /api/account/me')[0]?.body).toEqual({ aboutMe: '' });
  });
});
