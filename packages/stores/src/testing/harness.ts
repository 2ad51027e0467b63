// Test-only: a fresh RootStore over a fake transport and fake ports. Not exported by the
// package barrel.
import type {
  Comment,
  FollowItem,
  MultipartPath,
  Notification,
  Profile,
  Video,
} from '@flick/api-types';
import { errorCodeFor } from '@flick/api-types/errors';
import { expect, vi } from 'vitest';
import {
  createMemoryStorage,
  type NotificationStreamPort,
  type StoragePort,
  type StorePorts,
  type UploadFileRequest,
} from '../ports';
import { createRootStore, type RootStore } from '../RootStore';
import { checkFakeAnswer, checkSchema, type FakeAnswer, type FakeRoute } from './contract';

/** What the stores hand the notification stream. */
type StreamHandlers = Parameters<NotificationStreamPort['subscribe']>[0];

export type { FakeAnswer, FakeRoute } from './contract';

/** Node's Request needs absolute URLs; a browser resolves the same-origin defaults itself. */
export const origin = 'http://flick.test';
export const hosts = {
  upload: `${origin}/api/upload`,
  video: `${origin}/api/video`,
  account: `${origin}/api/account`,
  discovery: `${origin}/api/discovery`,
};

/** A request the fake transport saw. */
export interface SeenCall {
  /** `METHOD /pathname`, e.g. `POST /api/account/follow`. */
  route: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/**
 * One faked answer of `Route`: an answer its operation declares (typed from the generated
 * paths, checked against the OpenAPI schemas), a network failure, or a held-back answer.
 */
export type Reply<Route extends string = FakeRoute> =
  | FakeAnswer<Route>
  | { network: true }
  | (() => Promise<Response>);

/** A reply as the fake transport keeps it, its route's typing done. */
type StoredReply =
  | { status: number; body?: unknown }
  | { network: true }
  | (() => Promise<Response>);

/** The upload routes the upload port is faked for, e.g. `/api/upload/upload/video`. */
export type FakeUploadPath = `/api/upload${MultipartPath<'upload'>}`;

/**
 * An error answer written as `{ message }` gets the code the server would send with that
 * message (`errorCodeFor`, the server's own rule), so tests name only what they care about.
 */
function asSent<Answer>(answer: Answer): Answer {
  if (typeof answer !== 'object' || answer === null || !('status' in answer)) return answer;
  const { status, body } = answer as { status: number; body?: unknown };
  if (status < 400 || typeof body !== 'object' || body === null || 'code' in body) return answer;
  const { message } = body as { message?: unknown };
  if (typeof message !== 'string') return answer;
  return { ...answer, body: { code: errorCodeFor(status, message), ...body } };
}

/** Fails the test when a faked answer is one the server could never give. */
function assertAnswer(route: string, status: number, body: unknown): void {
  const wrong = checkFakeAnswer(route, status, body);
  if (wrong) throw new Error(wrong);
}

/** Checks an answer produced while the test runs (a held-back reply) without throwing into the store. */
async function checkLateAnswer(route: string, response: Response): Promise<void> {
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  expect.soft(checkFakeAnswer(route, response.status, body), 'a faked answer').toBeNull();
}

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}

export function createHarness(
  options: {
    storage?: Record<string, string>;
    /** Session storage to share with an earlier harness: a reload of the same tab. */
    sessionStorage?: StoragePort;
  } = {},
) {
  const replies = new Map<string, StoredReply[]>();
  const calls: SeenCall[] = [];

  const fetch = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const route = `${input.method} ${url.pathname}`;
    const text = await input.clone().text();
    let body: unknown = text === '' ? undefined : text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    calls.push({
      route,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: input.headers.get('Authorization'),
    });
    const queue = replies.get(route);
    // The last reply of a route repeats; earlier ones are used once, in order.
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!reply) return json(500, { message: `No fake route for ${route}` });
    if (typeof reply === 'function') {
      const response = await reply();
      await checkLateAnswer(route, response);
      return response;
    }
    if ('network' in reply) throw new TypeError('Failed to fetch');
    return json(reply.status, reply.body);
  });

  const notify = {
    success: vi.fn<(message: string) => void>(),
    error: vi.fn<(message: string, options?: { keep?: boolean }) => void>(),
    loading: vi.fn<(message: string, id?: string) => string | undefined>(() => 'toast-1'),
    dismiss: vi.fn<(id?: string) => void>(),
  };
  const storage = createMemoryStorage(options.storage ?? {});
  const sessionStorage = options.sessionStorage ?? createMemoryStorage();
  const navigate = vi.fn<(path: string) => void>();
  const logger = { error: vi.fn<(message: string, cause?: unknown) => void>() };
  const download =
    vi.fn<
      (
        url: string,
        fileName: string,
        onProgress?: (fraction: number | null) => void,
      ) => void | Promise<void>
    >();
  const media = {
    readDuration: vi.fn(async (_file: Blob) => 12),
    captureThumbnail: vi.fn(
      async (_file: Blob, _at: number, _quality: number) =>
        new Blob(['jpeg'], { type: 'image/jpeg' }),
    ),
  };
  const push = {
    requestPermission: vi.fn(async (): Promise<'granted' | 'denied' | 'default'> => 'granted'),
    getToken: vi.fn(async (): Promise<string | null> => 'push-token-1'),
    currentPermission: vi.fn((): 'granted' | 'denied' | 'default' => 'default'),
  };
  const uploads: UploadFileRequest[] = [];
  const uploadReplies = new Map<string, StoredReply[]>();
  const uploadFile = vi.fn(async (request: UploadFileRequest) => {
    uploads.push(request);
    const route = new URL(request.url).pathname;
    const queue = uploadReplies.get(route);
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!reply) return { status: 500, body: { message: `No fake upload for ${route}` } };
    if (typeof reply === 'function') {
      // A held-back answer loses to an abort, as a real request in flight does.
      const aborted = new Promise<never>((_, reject) => {
        request.signal?.addEventListener('abort', () =>
          reject(new DOMException('Upload aborted', 'AbortError')),
        );
      });
      const response = await Promise.race([reply(), aborted]);
      await checkLateAnswer(`POST ${route}`, response);
      return { status: response.status, body: await response.json() };
    }
    if ('network' in reply) throw new TypeError('Failed to fetch');
    request.onProgress(0.5);
    request.onProgress(1);
    return { status: reply.status, body: reply.body };
  });
  const stream = {
    handlers: undefined as StreamHandlers | undefined,
    unsubscribe: vi.fn(),
    subscribe: vi.fn((handlers: StreamHandlers) => {
      // Each pushed notification must be one the stream could send (docs/product.md#notifications).
      stream.handlers = {
        ...handlers,
        onNotification(n) {
          const wrong = checkSchema('common.yaml', 'Notification', n);
          if (wrong) throw new Error(wrong);
          handlers.onNotification(n);
        },
      };
      return stream.unsubscribe;
    }),
  };

  const ports: StorePorts = {
    hosts,
    fetch: fetch as unknown as typeof globalThis.fetch,
    notify,
    storage,
    sessionStorage,
    navigate,
    logger,
    download,
    media,
    push,
    uploadFile,
    notificationStream: stream,
  };
  const root: RootStore = createRootStore(ports);

  return {
    root,
    ports,
    fetch,
    calls,
    notify,
    storage,
    sessionStorage,
    navigate,
    logger,
    download,
    media,
    push,
    uploads,
    uploadFile,
    stream,
    /**
     * Sets the answers of `METHOD /pathname`: used in order, the last one repeats. Each must
     * be an answer the route's operation declares (its type, and its body checked against
     * the OpenAPI schemas now; a held-back answer when it arrives).
     */
    reply<Route extends FakeRoute>(route: Route, ...given: Reply<Route>[]) {
      const answers = given.map(asSent);
      for (const answer of answers) {
        if (typeof answer === 'object' && 'status' in answer) {
          assertAnswer(route, answer.status, answer.body);
        }
      }
      replies.set(route, answers);
    },
    /** Sets the answers of the upload port for `/pathname`, the same way. */
    replyUpload<Path extends FakeUploadPath>(path: Path, ...given: Reply<`POST ${Path}`>[]) {
      const answers = given.map(asSent);
      for (const answer of answers) {
        if (typeof answer === 'object' && 'status' in answer) {
          assertAnswer(`POST ${path}`, answer.status, answer.body);
        }
      }
      uploadReplies.set(path, answers);
    },
    /** The calls made to one route, in order. */
    callsTo(route: string) {
      return calls.filter((call) => call.route === route);
    },
    /** Every route called, in order. */
    routes() {
      return calls.map((call) => call.route);
    },
  };
}

/** A signed-in harness (token `tok-1`, user `me-1`). */
export function signedIn() {
  return createHarness({ storage: { token: 'tok-1', user_id: ME } });
}

export const ME = '00000000-0000-4000-8000-000000000001';
export const OTHER = '00000000-0000-4000-8000-000000000002';
export const THIRD = '00000000-0000-4000-8000-000000000003';

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
}

/** A video as the video host sends it. */
export function aVideo(overrides: Partial<Video> = {}): Video {
  const id = overrides.id ?? '10000000-0000-4000-8000-000000000001';
  return {
    id,
    userId: OTHER,
    createdAt: '2026-11-20T18:04:11.512Z',
    iosUrl: `/api/upload/media/${id}.mp4`,
    videoUrl: id,
    thumbUrl: `/api/upload/media/${id}.jpg`,
    thumbUrlCompress: `/api/upload/media/${id}.jpg`,
    caption: 'Golden hour #sunset',
    hashtags: ['sunset'],
    userName: 'maya.travels',
    firstName: 'Maya',
    lastName: 'Okafor',
    profilePicture: null,
    likes: 5,
    downloads: 2,
    shares: 1,
    comments: 0,
    liked: false,
    allowComment: '1',
    allowDownload: '1',
    allowDuet: '1',
    isDuet: '0',
    status: 1,
    state: 'ready',
    progress: null,
    failureReason: null,
    ...overrides,
  };
}

/** A user row as search and follow lists send it. */
export function aUser(overrides: Partial<FollowItem> = {}): FollowItem {
  const id = overrides.id ?? OTHER;
  return {
    id,
    userId: id,
    userName: 'maya.travels',
    firstName: 'Maya',
    lastName: 'Okafor',
    profilePicture: null,
    isFollowing: false,
    followRequested: false,
    ...overrides,
  };
}

/** A comment as the video host sends it. */
export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    videoId: '10000000-0000-4000-8000-000000000001',
    userId: THIRD,
    userName: 'sam',
    firstName: 'Sam',
    lastName: 'Lee',
    profilePicture: null,
    comment: 'Love%20this%20%F0%9F%94%A5',
    like: 3,
    liked: false,
    videoUserId: OTHER,
    createdAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

/** A notification as the account host sends it. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    type: 'follow',
    text: 'maya.travels started following you.',
    createdAt: '2026-11-21T08:00:00.000Z',
    read: false,
    actor: aUser(),
    videoId: null,
    commentId: null,
    ...overrides,
  };
}

/** A profile as the account host sends it. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: OTHER,
    userName: 'maya.travels',
    firstName: 'Maya',
    lastName: 'Okafor',
    profilePicture: null,
    aboutMe: '',
    isFollowing: false,
    isBlocked: false,
    isMuted: false,
    isPrivate: false,
    followRequested: false,
    totalFollowers: 10,
    totalFollowings: 3,
    totalVideos: 2,
    totalLikes: 40,
    ...overrides,
  };
}
