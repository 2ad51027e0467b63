import type { ApiHosts, Notification } from '@flick/api-types';

/** Toasts (docs/product.md#toasts). The web app backs this with its toast library. */
export interface NotifyPort {
  /** A success toast (2 s). */
  success(message: string): void;
  /**
   * An error toast (4 s). It belongs to the screen it appears on and ends when the screen
   * changes, unless `keep`: it explains the change of screen itself (ADR 0100).
   */
  error(message: string, options?: { keep?: boolean }): void;
  /**
   * A loading toast that stays until dismissed; returns its id. Given the id of a loading toast
   * still shown, replaces its text instead (a progress toast).
   */
  loading?(message: string, id?: string): string | undefined;
  /** Dismisses one toast, or all when no id is given. */
  dismiss?(id?: string): void;
}

/** A `localStorage`-shaped store (also used for the `sessionStorage`-shaped ticket store). */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** Client-side navigation, e.g. the router's `navigate`. */
export type NavigatePort = (path: string) => void;

/**
 * Where failures that are logged but not shown go (docs/product.md#video-viewer: the viewer only
 * logs).
 */
export interface LoggerPort {
  error(message: string, cause?: unknown): void;
}

/** Timers; defaults to the global `setTimeout` / `clearTimeout` (so fake timers work). */
export interface ClockPort {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What only a browser can do with a chosen video file. */
export interface MediaPort {
  /** Reads the file's duration in seconds (e.g. from a `<video>` element's metadata). */
  readDuration(file: Blob): Promise<number>;
  /**
   * Captures one frame as an image (e.g. canvas `toBlob('image/jpeg', quality)`).
   * @param atSeconds where to seek before drawing the frame
   * @param quality image quality from 0 to 1 (docs/product.md#upload-rules: 0.9)
   */
  captureThumbnail(file: Blob, atSeconds: number, quality: number): Promise<Blob>;
}

/**
 * Starts a browser download of `url` saved as `fileName` (docs/product.md#likes-downloads-and-shares,
 * ADR 0100), telling `onProgress` the fraction received so far (null while the size is
 * unknown). May resolve once the browser has the file, and reject when it could not be fetched.
 */
export type DownloadPort = (
  url: string,
  fileName: string,
  onProgress?: (fraction: number | null) => void,
) => void | Promise<void>;

/** Browser notification permission and the messaging service's push token. */
export interface PushPort {
  /** Asks the browser; resolves to the permission the user gave. */
  requestPermission(): Promise<'granted' | 'denied' | 'default'>;
  /** Gets a push token from the messaging service, or null when none is available. */
  getToken(): Promise<string | null>;
  /**
   * The permission the browser holds now, without asking (e.g. `Notification.permission`):
   * a page load after an earlier grant starts granted.
   */
  currentPermission?(): 'granted' | 'denied' | 'default';
}

/** One multipart upload with progress (openapi-fetch cannot report upload progress). */
export interface UploadFileRequest {
  /** Absolute or same-origin URL of the upload endpoint (from `multipartRequest`). */
  url: string;
  /** The headers to send: the bearer header while signed in (from `multipartRequest`). */
  headers: Record<string, string>;
  /** The multipart body; the file sits in the field `file`. */
  body: FormData;
  /** Called with the fraction sent so far, from 0 to 1. */
  onProgress(fraction: number): void;
  /** Aborts the request in flight (the dialog was closed); the promise then rejects. */
  signal?: AbortSignal;
}

/** The answer of an upload: its HTTP status and parsed JSON body (undefined when not JSON). */
export interface UploadFileAnswer {
  status: number;
  body: unknown;
}

/** Sends a multipart upload; rejects only when no answer arrived (network failure). */
export type UploadFilePort = (request: UploadFileRequest) => Promise<UploadFileAnswer>;

/**
 * Resumable uploads of the video file with tus 1.0 (ADR 0097). The browser passes `{}`:
 * tus-js-client's own transport (XHR, with byte progress). Tests pass one over their fetch
 * (`createFetchResumableTransport`). The HTTP stack and file reader are tus-js-client's
 * interfaces, typed loosely here so this module needs none of its code.
 */
export interface ResumablePort {
  /** A tus-js-client `HttpStack`; unset: tus-js-client's default. */
  httpStack?: unknown;
  /** A tus-js-client `FileReader`; unset: tus-js-client's default. */
  fileReader?: unknown;
  /** Waits between attempts after a failure, ms; unset: `RESUME_DELAYS_MS`. */
  retryDelays?: number[];
  /**
   * Tells when the device goes offline and back online (the browser's `offline`/`online`
   * events); answers a function that stops telling. A request cut by a lost network often
   * hangs instead of failing: offline stops it, online goes on from the server's offset.
   */
  onlineChanges?: (listener: (online: boolean) => void) => () => void;
}

/** Live notifications (the account host's `/notification/stream`). */
export interface NotificationStreamPort {
  /**
   * Starts listening; `onUnread` gets the unread count the server sends when a stream opens
   * (again after each reconnection), `onNotification` each new notification. Returns a
   * function that stops listening.
   */
  subscribe(handlers: {
    onNotification(notification: Notification): void;
    onUnread?(count: number): void;
    onError?(error: unknown): void;
  }): () => void;
}

/** Everything the stores need from the outside world. Only `notify`, `storage` and `navigate` are required. */
export interface StorePorts {
  /** Base URLs of the four hosts; defaults to the same-origin `/api/<host>` mounts. */
  hosts?: Partial<ApiHosts>;
  /** The fetch to use; defaults to the global fetch. Tests pass a fake transport. */
  fetch?: typeof globalThis.fetch;
  notify: NotifyPort;
  /** `localStorage`: keys `token`, `user_id`, `email_phone`, `otpMethod`. */
  storage: StoragePort;
  /** `sessionStorage`: keeps the OTP ticket across a reload mid-flow. Defaults to memory. */
  sessionStorage?: StoragePort;
  navigate: NavigatePort;
  media?: MediaPort;
  download?: DownloadPort;
  push?: PushPort;
  /** Defaults to a fetch-based upload that reports 0 and then 1. */
  uploadFile?: UploadFilePort;
  /**
   * Send the video file resumably (tus) instead of as one multipart POST; unset: the
   * multipart POST of the second call (docs/product.md#upload-rules).
   */
  resumable?: ResumablePort;
  /** Defaults to the fetch-based SSE reader of this package. */
  notificationStream?: NotificationStreamPort;
  logger?: LoggerPort;
  clock?: ClockPort;
  /** Address prefix of stored media; defaults to `/api/upload/media/`. */
  mediaBase?: string;
}

/** A storage kept in memory (tests, or a browser without `sessionStorage`). */
export function createMemoryStorage(initial: Record<string, string> = {}): StoragePort {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}

/** The global timers, looked up on each call so test fake timers take effect. */
export const globalClock: ClockPort = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Logs to the console. */
export const consoleLogger: LoggerPort = {
  error: (message, cause) => console.error(message, cause),
};
