import { type ApiClients, ApiError, type ApiHosts } from '@flick/api-types';
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
import type { UserCache } from './users/UserCache';
import type { CommentCache } from './video/CommentCache';
import type { VideoCache } from './video/VideoCache';

/** What the RootStore hands every store: the transport plus the ports, resolved. */
export interface StoreContext {
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
  /**
   * The one model of each video (ADR 0113): every store takes its videos from here, and hears
   * deleted videos and comments through it (docs/product.md#deleting-videos-and-comments).
   */
  videos: VideoCache;
  /**
   * The one model of each person (ADR 0126): every store that shows a person's follow state,
   * counts, name or picture takes it from here.
   */
  users: UserCache;
  /** The one model of each comment (ADR 0126): every open comment list takes its items here. */
  comments: CommentCache;
}

/** The status of a failed call: the HTTP status, or 0 when no answer arrived. */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/**
 * The text to show for a failed call: the server's message when it sent one, else the
 * fallback (docs/product.md#messages: the server's message first).
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
