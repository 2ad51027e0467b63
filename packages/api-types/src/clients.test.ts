import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClients, toApiError, unwrap } from './index';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

// Node's Request needs absolute URLs; a browser resolves the same-origin defaults itself.
const origin = 'http://flick.test';
const hosts = {
  upload: `${origin}/api/upload`,
  video: `${origin}/api/video`,
  account: `${origin}/api/account`,
  discovery: `${origin}/api/discovery`,
};

function fakeTransport(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

describe('createApiClients', () => {
  it('sends the stored token as a bearer header on every host', async () => {
    const transport = fakeTransport(() => json(200, { data: { Items: [] } }));
    const api = createApiClients({ getToken: () => 'tok-123', fetch: transport.fetch, hosts });

    await api.account.GET('/followers');
    await api.video.GET('/comment', { params: { query: { videoId: 'v1' } } });
    await api.discovery.GET('/discovery', { params: { query: { search: 'maya' } } });
    await api.upload.POST('/upload/thumb', { body: { file: 'x' } });

    expect(transport.requests).toHaveLength(4);
    for (const request of transport.requests) {
      expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
    }
  });

  it('sends no Authorization header while signed out', async () => {
    const transport = fakeTransport(() => json(200, { message: 'ok' }));
    const api = createApiClients({ getToken: () => null, fetch: transport.fetch, hosts });
    await api.account.POST('/getOtp', { body: { email_phone: 'maya@example.com' } });
    expect(transport.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the token at request time, so signing in later takes effect', async () => {
    let token: string | null = null;
    const transport = fakeTransport(() => json(200, { data: { Items: [] } }));
    const api = createApiClients({ getToken: () => token, fetch: transport.fetch, hosts });
    await api.account.GET('/followings');
    token = 'fresh';
    await api.account.GET('/followings');
    expect(transport.requests.map((r) => r.headers.get('Authorization'))).toEqual([
      null,
      'Bearer fresh',
    ]);
  });

  it("sends each host's calls to its own base URL", async () => {
    const transport = fakeTransport(() => json(200, { data: { users: [] } }));
    const api = createApiClients({
      getToken: () => 't',
      fetch: transport.fetch,
      hosts: { ...hosts, discovery: 'https://search.example.test/api' },
    });
    await api.discovery.GET('/discovery', { params: { query: { search: 'a' } } });
    await api.video.GET('/videos', { params: { query: { pageSize: 19 } } });
    expect(transport.requests[0]?.url).toBe('https://search.example.test/api/discovery?search=a');
    expect(transport.requests[1]?.url).toBe(`${origin}/api/video/videos?pageSize=19`);
  });
});

describe('createApiClients onUnauthorized', () => {
  it('reports a 401 from any host with the token the request carried', async () => {
    const seen: string[] = [];
    const transport = fakeTransport(() => json(401, { message: 'expired' }));
    const api = createApiClients({
      getToken: () => 'tok-old',
      fetch: transport.fetch,
      hosts,
      onUnauthorized: (token) => seen.push(token),
    });
    await api.video.GET('/comment', { params: { query: { videoId: 'v1' } } });
    await api.discovery.GET('/discovery', { params: { query: { search: 'maya' } } });
    expect(seen).toEqual(['tok-old', 'tok-old']);
  });

  it('ignores a 401 to a request sent without a token (a failed sign-in)', async () => {
    const seen: string[] = [];
    const transport = fakeTransport(() => json(401, { message: 'Wrong password' }));
    const api = createApiClients({
      getToken: () => null,
      fetch: transport.fetch,
      hosts,
      onUnauthorized: (token) => seen.push(token),
    });
    await api.account.POST('/login', { body: { email_phone: 'a@b.co', password: 'x' } });
    expect(seen).toEqual([]);
  });

  it('ignores other failures', async () => {
    const seen: string[] = [];
    const transport = fakeTransport(() => json(403, { message: 'no' }));
    const api = createApiClients({
      getToken: () => 'tok',
      fetch: transport.fetch,
      hosts,
      onUnauthorized: (token) => seen.push(token),
    });
    await api.account.GET('/followers');
    expect(seen).toEqual([]);
  });
});

describe('unwrap', () => {
  it('returns data and status of a successful answer', async () => {
    const transport = fakeTransport(() =>
      json(201, { message: 'Followed', data: { isFollowing: true, totalFollowers: 3 } }),
    );
    const api = createApiClients({ getToken: () => 't', fetch: transport.fetch, hosts });
    const { data, status } = await unwrap(
      api.account.POST('/follow', { body: { userId: 'u' } }),
      'Failed to follow/unfollow',
    );
    expect(status).toBe(201);
    expect(data.data.totalFollowers).toBe(3);
  });

  it("carries the server's message and status when the answer failed", async () => {
    const transport = fakeTransport(() => json(400, { message: 'Invalid OTP' }));
    const api = createApiClients({ getToken: () => null, fetch: transport.fetch, hosts });
    const failure = await unwrap(
      api.account.POST('/verifyOTP', { body: { email_phone: 'a@b.co', otp: 1 } }),
      'OTP verification failed',
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Invalid OTP', status: 400, fromServer: true });
  });

  it('falls back to the caller-given text when the server sent no message', async () => {
    const transport = fakeTransport(() => new Response('upstream exploded', { status: 502 }));
    const api = createApiClients({ getToken: () => 't', fetch: transport.fetch, hosts });
    const failure = await unwrap(
      api.account.GET('/notification'),
      'Error fetching notifications',
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      message: 'Error fetching notifications',
      status: 502,
      fromServer: false,
    });
  });

  it('treats a network failure as status 0 with the fallback text', async () => {
    const transport = fakeTransport(() => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClients({ getToken: () => 't', fetch: transport.fetch, hosts });
    const failure = await unwrap(
      api.video.GET('/comment', { params: { query: { videoId: 'v' } } }),
      'Error fetching comments',
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ message: 'Error fetching comments', status: 0 });
  });
});

describe('toApiError', () => {
  it("keeps the answer's error code beside its message", () => {
    const failure = toApiError({ code: 'user_not_found', message: 'User not found.' }, 'x');
    expect(failure.code).toBe('user_not_found');
    expect(failure.message).toBe('User not found.');
    expect(toApiError(new TypeError('Failed to fetch'), 'Offline.').code).toBeUndefined();
  });

  it('ignores a blank server message', () => {
    expect(toApiError({ message: '   ' }, 'Something went wrong.').message).toBe(
      'Something went wrong.',
    );
  });
  it('passes an ApiError through unchanged', () => {
    const original = new ApiError('x', 403, true);
    expect(toApiError(original, 'y')).toBe(original);
  });
});

describe('defaultHosts', () => {
  it('are the combined server mounts', async () => {
    const { defaultHosts } = await import('./index');
    expect(defaultHosts).toEqual({
      upload: '/api/upload',
      video: '/api/video',
      account: '/api/account',
      discovery: '/api/discovery',
    });
  });
});
