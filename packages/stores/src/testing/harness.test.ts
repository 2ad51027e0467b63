// The fake transport itself: a faked answer must be one the server could give.
import { describe, expect, it } from 'vitest';
import { checkFakeAnswer } from './contract';
import { aNotification, aVideo, OTHER, signedIn } from './harness';

describe('the fake transport checks every faked answer against the contract', () => {
  it('refuses a field of the wrong type, naming the operation and the field', () => {
    const h = signedIn();
    expect(() =>
      h.reply('GET /api/video/videos', {
        status: 200,
        // @ts-expect-error likes is a number in the contract
        body: { data: { Items: [{ ...aVideo(), likes: '5' }] } },
      }),
    ).toThrow(
      'Fake answer 200 of getVideos (GET /api/video/videos): body/data/Items/0/likes must be integer (got "5")',
    );
  });

  it('refuses a missing field, a status the operation never answers and a route it lacks', () => {
    const h = signedIn();
    const { userName: _left, ...withoutName } = aVideo();
    expect(() =>
      h.reply('GET /api/video/videos', {
        status: 200,
        // @ts-expect-error userName is required
        body: { data: { Items: [withoutName] } },
      }),
    ).toThrow("body/data/Items/0 lacks the required field 'userName'");
    expect(() =>
      h.reply('POST /api/video/updateVideo', { status: 200, body: { message: 'ok' } }),
    ).toThrow(
      'Fake answer 200 of updateVideo (POST /api/video/updateVideo): the contract declares no 200',
    );
    // @ts-expect-error the video host has no /video route
    expect(() => h.reply('GET /api/video/video', { status: 200 })).toThrow(
      'Fake for GET /api/video/video: no operation of the contract answers this route',
    );
  });

  it('takes what the server can give, and a bare failure of the infrastructure', () => {
    const h = signedIn();
    h.reply('GET /api/video/videos', { status: 200, body: { data: { Items: [aVideo()] } } });
    h.reply(`GET /api/account/user/profile/${OTHER}`, { status: 404, body: { message: 'No.' } });
    h.reply('GET /api/video/videos', { status: 503, body: { message: 'Try again later.' } });
    h.reply('GET /api/video/videos', { status: 500 }, { network: true });
    expect(() =>
      h.reply('GET /api/video/videos', { status: 500, body: { message: 'x', data: [] } as never }),
    ).toThrow('an undeclared server failure carries { code, message } or no body');
  });

  it('checks a held-back answer when it arrives', () => {
    expect(checkFakeAnswer('POST /api/video/upload', 200, { message: 'ok', data: {} })).toBe(
      "Fake answer 200 of createVideo (POST /api/video/upload): body/data lacks the required field 'id'",
    );
    expect(
      checkFakeAnswer('GET /api/video/videos', 200, { data: { Items: [aVideo()] } }),
    ).toBeNull();
  });

  it('checks the upload port’s answers and the notifications the stream pushes', () => {
    const h = signedIn();
    expect(() =>
      // @ts-expect-error the stored names are a list
      h.replyUpload('/api/upload/upload/thumb', { status: 200, body: { name: 'x.jpg' } }),
    ).toThrow('Fake answer 200 of uploadThumb (POST /api/upload/upload/thumb): body must be array');
    h.stream.subscribe({ onNotification: () => {} });
    expect(() =>
      h.stream.handlers?.onNotification({ ...aNotification(), type: 'poke' as 'follow' }),
    ).toThrow('Fake Notification: Notification/type must be equal to one of the allowed values');
  });
});
