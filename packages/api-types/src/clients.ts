import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as AccountPaths } from './generated/account';
import type { paths as DiscoveryPaths } from './generated/discovery';
import type { ErrorCode } from './generated/rules';
import type { paths as UploadPaths } from './generated/upload';
import type { paths as VideoPaths } from './generated/video';
import { type ApiHosts, bearerHeader, defaultHosts, tokenOfBearerHeader } from './hosts';

export interface CreateApiClientsOptions {
  /** Base URLs; any host left out uses its same-origin default. */
  hosts?: Partial<ApiHosts>;
  /** Returns the stored session token, or null/undefined when signed out. Read on every request. */
  getToken: () => string | null | undefined;
  /** The fetch to use (tests pass a fake transport). Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /**
   * Called with the bearer token a request carried when any host answered it 401: that
   * session is over (expired, revoked, or ended by a password reset).
   */
  onUnauthorized?: (token: string) => void;
}

/** One typed openapi-fetch client per host. */
export interface ApiClients {
  upload: Client<UploadPaths>;
  video: Client<VideoPaths>;
  account: Client<AccountPaths>;
  discovery: Client<DiscoveryPaths>;
}

/**
 * Adds `Authorization: Bearer <token>` to every request while a token exists
 * (docs/product.md#sessions). A request that already carries its own header keeps it.
 */
export function bearerAuth(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', bearerHeader(token).Authorization);
      }
      return request;
    },
  };
}

/**
 * Reports a 401 answer to a request that carried a bearer token, with that token. A 401
 * to a request without one (a failed sign-in) is not a session ending.
 */
export function unauthorizedAnswers(onUnauthorized: (token: string) => void): Middleware {
  return {
    onResponse({ request, response }) {
      if (response.status !== 401) return undefined;
      const token = tokenOfBearerHeader(request.headers.get('Authorization'));
      if (token !== '') onUnauthorized(token);
      return undefined;
    },
  };
}

/** Builds the four clients, each with the bearer middleware (and the 401 watch when asked). */
export function createApiClients({
  hosts,
  getToken,
  fetch: fetchImpl,
  onUnauthorized,
}: CreateApiClientsOptions): ApiClients {
  const base = { ...defaultHosts, ...hosts };
  const auth = bearerAuth(getToken);
  const watch = onUnauthorized ? unauthorizedAnswers(onUnauthorized) : undefined;
  // openapi-fetch reads `globalThis.fetch` lazily when none is given, so a page
  // that swaps fetch (tests, service workers) is honoured.
  const options = (baseUrl: string) => (fetchImpl ? { baseUrl, fetch: fetchImpl } : { baseUrl });
  const upload = createClient<UploadPaths>(options(base.upload));
  const video = createClient<VideoPaths>(options(base.video));
  const account = createClient<AccountPaths>(options(base.account));
  const discovery = createClient<DiscoveryPaths>(options(base.discovery));
  for (const client of [upload, video, account, discovery]) {
    client.use(auth);
    if (watch) client.use(watch);
  }
  return { upload, video, account, discovery };
}

/**
 * A failed call: the server's `message` (or the caller's fallback), the HTTP status and the
 * answer's error `code`, whose text the errors catalog gives in each language
 * (`@flick/api-types/errors`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** True when the message came from the server rather than the fallback. */
  readonly fromServer: boolean;
  /** The answer's code (one of the contract's `ErrorCode`); undefined when none came. */
  readonly code: ErrorCode | undefined;

  constructor(message: string, status: number, fromServer: boolean, code?: ErrorCode) {
    super(message);
    this.status = status;
    this.fromServer = fromServer;
    this.code = code;
  }
}

/** The answer's code, as sent (the contract lists them; the list stays out of this module). */
function serverCode(body: unknown): ErrorCode | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? (code as ErrorCode) : undefined;
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/**
 * Turns any failure into an ApiError: a failed answer (`{ error, response }` from
 * openapi-fetch), a thrown network error, or anything else. The server's message wins;
 * otherwise the fallback is used (docs/product.md#messages: the server's message first).
 */
export function toApiError(failure: unknown, fallback: string, response?: Response): ApiError {
  if (failure instanceof ApiError) return failure;
  // A thrown Error (network failure, aborted request) is ours, not the server's words.
  const message = failure instanceof Error ? undefined : serverMessage(failure);
  const status = response?.status ?? 0;
  const code = failure instanceof Error ? undefined : serverCode(failure);
  return new ApiError(message ?? fallback, status, message !== undefined, code);
}

/** The shape openapi-fetch resolves to. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws an ApiError carrying
 * the server's message (or `fallback`) and the status. Network failures throw with status 0.
 */
export async function unwrap<T>(
  call: Promise<FetchResult<T>>,
  fallback: string,
): Promise<{ data: T; status: number }> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (thrown) {
    throw toApiError(thrown, fallback);
  }
  if (!result.response.ok || result.error !== undefined) {
    throw toApiError(result.error, fallback, result.response);
  }
  return { data: result.data as T, status: result.response.status };
}
