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
