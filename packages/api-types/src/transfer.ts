// The two kinds of call openapi-fetch cannot make: a multipart upload that reports its
// progress (XMLHttpRequest) and a Server-Sent Events stream read with fetch. Their addresses
// and headers are built here, from the generated paths, with the one `bearerHeader`: a
// renamed path fails the type check, and no caller writes a host's URL or header itself.
import type { paths as AccountPaths } from './generated/account';
import type { paths as DiscoveryPaths } from './generated/discovery';
import type { paths as UploadPaths } from './generated/upload';
import type { paths as VideoPaths } from './generated/video';
import { type ApiHosts, bearerHeader, defaultHosts } from './hosts';
import type { Notification } from './schemas';

/** The generated `paths` of each host. */
export interface HostPaths {
  upload: UploadPaths;
  video: VideoPaths;
  account: AccountPaths;
  discovery: DiscoveryPaths;
}

/** One of the four hosts. */
export type HostName = keyof HostPaths;

/** The paths of host `H` whose POST takes a multipart body (a file upload). */
export type MultipartPath<H extends HostName> = {
  [P in keyof HostPaths[H]]: HostPaths[H][P] extends {
    post: { requestBody: { content: { 'multipart/form-data': unknown } } };
  }
    ? P
    : never;
}[keyof HostPaths[H]] &
  string;

/** The JSON body of a multipart POST's 200 answer, e.g. the stored names of `/upload/video`. */
export type MultipartAnswer<
  H extends HostName,
  P extends MultipartPath<H>,
> = HostPaths[H][P] extends {
  post: { responses: { 200: { content: { 'application/json': infer Body } } } };
}
  ? Body
  : never;

/** The paths of host `H` whose GET answers a `text/event-stream`. */
export type EventStreamPath<H extends HostName> = {
  [P in keyof HostPaths[H]]: HostPaths[H][P] extends {
    get: { responses: { 200: { content: { 'text/event-stream': unknown } } } };
  }
    ? P
    : never;
}[keyof HostPaths[H]] &
  string;

/**
 * The events each stream sends, by event name. The contract describes them in prose (an
 * event stream's body has no JSON schema): `event: notification` with a `Notification` as
 * JSON (docs/product.md#notifications).
 */
export interface EventStreamEvents {
  '/notification/stream': { notification: Notification };
}

/** Where a call goes and the headers it carries. */
export interface HostRequest {
  url: string;
  headers: Record<string, string>;
}

/** The headers of a signed-in call, or none when signed out. */
function authHeaders(token: string | null): Record<string, string> {
  return token ? bearerHeader(token) : {};
}

/**
 * The address and headers of a multipart upload to `path` on `host`, e.g.
 * `multipartRequest('upload', '/upload/video', token)`. The body is a `FormData` with the
 * file in the field `file`; the answer is `MultipartAnswer<host, path>` on 200.
 */
export function multipartRequest<H extends HostName, P extends MultipartPath<H>>(
  host: H,
  path: P,
  token: string | null,
  hosts: Partial<ApiHosts> = defaultHosts,
): HostRequest {
  return { url: `${hosts[host] ?? defaultHosts[host]}${path}`, headers: authHeaders(token) };
}

/**
 * The address and headers of an event stream, e.g.
 * `eventStreamRequest('account', '/notification/stream', token)`. EventSource cannot send
 * the bearer header, so streams are read with fetch and these headers.
 */
export function eventStreamRequest<H extends HostName, P extends EventStreamPath<H>>(
  host: H,
  path: P,
  token: string,
  hosts: Partial<ApiHosts> = defaultHosts,
): HostRequest {
  return {
    url: `${hosts[host] ?? defaultHosts[host]}${path}`,
    headers: { ...bearerHeader(token), Accept: 'text/event-stream' },
  };
}

/** An answer's text as JSON, or undefined when it is empty or not JSON. */
export function parseAnswerText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
