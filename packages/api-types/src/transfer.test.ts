import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type EventStreamPath,
  eventStreamRequest,
  type MultipartAnswer,
  type MultipartPath,
  multipartRequest,
  parseAnswerText,
} from './index';

describe('multipartRequest', () => {
  it('addresses the upload on its host with the bearer header', () => {
    expect(multipartRequest('upload', '/upload/video', 'tok')).toEqual({
      url: '/api/upload/upload/video',
      headers: { Authorization: 'Bearer tok' },
    });
    expect(
      multipartRequest('upload', '/upload/thumb', null, { upload: 'https://u.example/api' }),
    ).toEqual({ url: 'https://u.example/api/upload/thumb', headers: {} });
  });

  it('takes only the contract’s multipart paths, and types their answer', () => {
    expectTypeOf<MultipartPath<'upload'>>().toEqualTypeOf<'/upload/thumb' | '/upload/video'>();
    // The profile photo is a PUT, sent by the account client (openapi-fetch), not an upload.
    expectTypeOf<MultipartPath<'account'>>().toBeNever();
    expectTypeOf<MultipartAnswer<'upload', '/upload/video'>>().toEqualTypeOf<string[]>();
    // @ts-expect-error a path the upload host does not have
    multipartRequest('upload', '/upload/videos', 'tok');
    // @ts-expect-error a path that takes no multipart body
    multipartRequest('upload', '/upload/{name}', 'tok');
  });
});

describe('eventStreamRequest', () => {
  it('asks for an event stream with the bearer header', () => {
    expect(
      eventStreamRequest('account', '/notification/stream', 'tok', {
        account: 'http://flick.test/api/account',
      }),
    ).toEqual({
      url: 'http://flick.test/api/account/notification/stream',
      headers: { Authorization: 'Bearer tok', Accept: 'text/event-stream' },
    });
    expectTypeOf<EventStreamPath<'account'>>().toEqualTypeOf<'/notification/stream'>();
    // @ts-expect-error a JSON operation is not a stream
    eventStreamRequest('account', '/notification', 'tok');
  });
});

describe('parseAnswerText', () => {
  it('reads JSON, and nothing from an empty or non-JSON answer', () => {
    expect(parseAnswerText('["a.mp4"]')).toEqual(['a.mp4']);
    expect(parseAnswerText('')).toBeUndefined();
    expect(parseAnswerText('<html>')).toBeUndefined();
  });
});
