// Apart from the clients (and openapi-fetch), so an app can read the defaults without them.

/** Base URLs of the four hosts. Defaults are the combined server's same-origin mounts. */
export interface ApiHosts {
  upload: string;
  video: string;
  account: string;
  discovery: string;
}

/** The same-origin mount points of the combined server (`/api/<host>`). */
export const defaultHosts: ApiHosts = {
  upload: '/api/upload',
  video: '/api/video',
  account: '/api/account',
  discovery: '/api/discovery',
};

/** Where a host's stored media are read: `<upload host>/media/<name>`. */
export function mediaBase(hosts: Pick<ApiHosts, 'upload'> = defaultHosts): string {
  return `${hosts.upload}/media/`;
}

/** The header that carries a session's token to every host (docs/product.md#sessions). */
export function bearerHeader(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** The token a bearer header carries, or '' when it carries none. */
export function tokenOfBearerHeader(header: string | null | undefined): string {
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
}
