import { multipartRequest } from '@flick/api-types';
import { describe, expect, it, vi } from 'vitest';
import {
  createFetchUploadFile,
  createXhrUploadFile,
  type UploadProgressEvent,
  type XhrLike,
} from './fetchUploadFile';

function form(): FormData {
  const body = new FormData();
  body.append('file', new Blob(['x'], { type: 'video/mp4' }), 'a.mp4');
  return body;
}

describe('createFetchUploadFile', () => {
  it('posts the form with the bearer header and reports 0 then 1', async () => {
    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response('["a1.mp4"]', { status: 200 }),
    );
    const progress: number[] = [];
    const answer = await createFetchUploadFile(fetch as unknown as typeof globalThis.fetch)({
      ...multipartRequest('upload', '/upload/video', 'tok', {
        upload: 'http://flick.test/api/upload',
      }),
      body: form(),
      onProgress: (f) => progress.push(f),
    });
    expect(answer).toEqual({ status: 200, body: ['a1.mp4'] });
    expect(progress).toEqual([0, 1]);
    const init = fetch.mock.calls[0]?.[1];
    expect(fetch.mock.calls[0]?.[0]).toBe('http://flick.test/api/upload/upload/video');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });
});

class FakeXhr implements XhrLike {
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  opened: string[] = [];
  listeners = new Map<string, (() => void)[]>();
  progress: ((event: UploadProgressEvent) => void)[] = [];
  upload = {
    addEventListener: (_type: 'progress', listener: (event: UploadProgressEvent) => void) => {
      this.progress.push(listener);
    },
  };
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  aborted = false;
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
}

describe('createXhrUploadFile', () => {
  it('reports real progress and resolves with the parsed answer', async () => {
    const xhr = new FakeXhr();
    const progress: number[] = [];
    const pending = createXhrUploadFile(() => xhr)({
      ...multipartRequest('upload', '/upload/thumb', 'tok'),
      body: form(),
      onProgress: (f) => progress.push(f),
    });
    expect(xhr.opened).toEqual(['POST', '/api/upload/upload/thumb']);
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    for (const listener of xhr.progress)
      listener({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.status = 200;
    xhr.responseText = '["t.jpg"]';
    xhr.emit('load');
    await expect(pending).resolves.toEqual({ status: 200, body: ['t.jpg'] });
    expect(progress).toEqual([0, 0.25, 1]);
  });

  it('rejects when no answer arrives', async () => {
    const xhr = new FakeXhr();
    const pending = createXhrUploadFile(() => xhr)({
      ...multipartRequest('upload', '/upload/video', null),
      body: form(),
      onProgress: () => {},
    });
    expect(xhr.headers.Authorization).toBeUndefined();
    xhr.emit('error');
    await expect(pending).rejects.toThrow('no answer');
  });
});

describe('aborting an upload (the dialog was closed)', () => {
  it('aborts the XHR in flight and rejects with an AbortError', async () => {
    const xhr = new FakeXhr();
    const controller = new AbortController();
    const pending = createXhrUploadFile(() => xhr)({
      ...multipartRequest('upload', '/upload/video', null),
      body: form(),
      onProgress: () => {},
      signal: controller.signal,
    });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes the signal to fetch', async () => {
    const fetch = vi.fn(async () => new Response('[]'));
    const controller = new AbortController();
    await createFetchUploadFile(fetch)({
      ...multipartRequest('upload', '/upload/video', null),
      body: form(),
      onProgress: () => {},
      signal: controller.signal,
    });
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].signal).toBe(
      controller.signal,
    );
  });
});
