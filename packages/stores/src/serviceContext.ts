import type { ApiClients, ApiHosts } from '@flick/api-types';
import type {
  ClockPort,
  DownloadPort,
  LoggerPort,
  MediaPort,
  NavigatePort,
  NotificationStreamPort,
  NotifyPort,
  PushPort,
  ResumablePort,
  StoragePort,
  UploadFilePort,
} from './ports';

/**
 * What every store, cache and model needs besides the one models of videos, people and
 * comments: the transport, the ports and the RootStore's callbacks. The caches take this (and
 * only the parts of the one models they call), so they never import the whole `StoreContext`
 * that names them.
 */
export interface ServiceContext {
  api: ApiClients;
  hosts: ApiHosts;
  notify: NotifyPort;
  storage: StoragePort;
  sessionStorage: StoragePort;
  navigate: NavigatePort;
  logger: LoggerPort;
  clock: ClockPort;
  media: MediaPort | undefined;
  download: DownloadPort | undefined;
  push: PushPort | undefined;
  uploadFile: UploadFilePort;
  /** Set: the video file goes resumably (tus, ADR 0097). */
  resumable: ResumablePort | undefined;
  notificationStream: NotificationStreamPort;
  mediaBase: string;
  /** The stored session token, or null. */
  getToken(): string | null;
  /**
   * Called after any successful follow or unfollow, once the person's one model moved: lists
   * whose members change are read again (docs/product.md#follow: the follow lists, the
   * "Following" feed).
   */
  followChanged(): void;
  /** Called after a video was uploaded: a feed already read starts over to show it. */
  videoUploaded(): void;
  /**
   * Called when the stream says one of the caller's uploads finished processing (ready or
   * failed): the own profile reads its videos again at once.
   */
  videoProcessed(outcome: { videoId: string | null; ready: boolean }): void;
  /** Called on logout, after local storage is cleared: stores drop per-user state. */
  sessionEnded(): void;
  /**
   * A request made outside the API clients (the resumable upload's) was answered 401 for
   * `token`: the session ends as for any call's 401 (when `token` is still the stored one).
   */
  tokenRefused(token: string): void;
}
