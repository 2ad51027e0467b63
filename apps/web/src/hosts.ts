import { type ApiHosts, defaultHosts } from '@flick/api-types';

const env = import.meta.env;

/** Host base URLs from `VITE_*_HOST`; unset ones use the same-origin `/api/<host>` mounts. */
export function configuredHosts(): Partial<ApiHosts> {
  return {
    ...(env.VITE_UPLOAD_HOST ? { upload: env.VITE_UPLOAD_HOST } : {}),
    ...(env.VITE_VIDEO_HOST ? { video: env.VITE_VIDEO_HOST } : {}),
    ...(env.VITE_ACCOUNT_HOST ? { account: env.VITE_ACCOUNT_HOST } : {}),
    ...(env.VITE_DISCOVERY_HOST ? { discovery: env.VITE_DISCOVERY_HOST } : {}),
  };
}

/** The account host's base URL, configured or the same-origin default. */
export const accountHost = (): string => configuredHosts().account ?? defaultHosts.account;

/** The video host's base URL, configured or the same-origin default. */
export const videoHost = (): string => configuredHosts().video ?? defaultHosts.video;
