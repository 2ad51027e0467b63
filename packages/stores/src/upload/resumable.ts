import type {
  HttpStack,
  PreviousUpload,
  FileReader as TusFileReader,
  UploadOptions,
  UrlStorage,
} from 'tus-js-client';
import type { StoreContext } from '../context';
import type { ResumablePort, StoragePort } from '../ports';
import { storageKeys } from '../session/storageKeys';
import type { VideoFile } from './uploadRules';

// The video file of the upload's second call, sent resumably with tus 1.0 (ADR 0097). Loaded
// with uploading.ts when Upload is pressed; tus-js-client itself only then.

/**
 * Waits before each new attempt after a failure (ms): a dropped connection, a server that
 * restarts or a network that comes back within about a minute and a half goes on from the
 * last byte the server has, by itself.
 */
export const RESUME_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 15_000, 30_000, 30_000];

/** The local storage key under which unfinished uploads are remembered (for a reload). */
export const RESUMABLE_STORAGE_KEY = 'flick_resumable_uploads';

type Entries = Record<string, { fingerprint: string; upload: PreviousUpload }>;

/**
 * tus-js-client's memory of unfinished uploads (fingerprint → upload address), kept in the
 * app's local storage port under one key: after a reload, choosing the same file again goes
 * on where it stopped. Logging out clears it with the rest of local storage.
 */
export function storageUrlStorage(storage: StoragePort): UrlStorage {
  const read = (): Entries => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(RESUMABLE_STORAGE_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Entries) : {};
    } catch {
      return {};
    }
  };
  const write = (entries: Entries) => {
    if (Object.keys(entries).length === 0) storage.removeItem(RESUMABLE_STORAGE_KEY);
    else storage.setItem(RESUMABLE_STORAGE_KEY, JSON.stringify(entries));
  };
  const list = (match: (fingerprint: string) => boolean) =>
    Object.entries(read())
      .filter(([, entry]) => match(entry.fingerprint))
      .map(([key, entry]) => ({ ...entry.upload, urlStorageKey: key }));
  return {
    findAllUploads: async () => list(() => true),
    findUploadsByFingerprint: async (fingerprint) => list((f) => f === fingerprint),
    removeUpload: async (key) => {
      const entries = read();
      delete entries[key];
      write(entries);
    },
    addUpload: async (fingerprint, upload) => {
      const entries = read();
      const key = `${fingerprint}::${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      entries[key] = { fingerprint, upload };
      write(entries);
      return key;
    },
  };
}

/**
 * Which earlier upload a file continues: the same person, the same upload address and the
 * same file (name, type, size, last change), as tus-js-client's browser fingerprint, with
 * the person added so another account on this browser never resumes it.
 */
export function fileFingerprint(file: VideoFile, userId: string, endpoint: string): string {
  const lastModified = (file as { lastModified?: number }).lastModified ?? 0;
  return ['flick-tus', userId, endpoint, file.name, file.type, file.size, lastModified].join('/');
}

/** The HTTP status of a failed tus request, 0 when no answer arrived. */
function statusOf(error: unknown): number {
  const response = (error as { originalResponse?: { getStatus(): number } | null })
    .originalResponse;
  return response ? response.getStatus() : 0;
}

/** A failed resumable upload, with the server's status (0: no answer). */
export class ResumableUploadError extends Error {
  constructor(
    readonly status: number,
    override readonly cause: unknown,
  ) {
    super(`Resumable upload failed (${status || 'no answer'})`);
  }
}

/**
 * Sends the video file with tus 1.0 (`POST /upload/tus`, then `PATCH` and, after a failure,
 * `HEAD` to go on from the last byte the server has) and resolves with its stored name,
 * `<id>.mp4`. An earlier unfinished upload of the same file (a reload, a closed tab) is
 * continued. Rejects with a `ResumableUploadError` when the server refuses the file or the
 * attempts run out; aborting `signal` stops it and removes what the server has.
 */
export async function sendResumable(
  ctx: StoreContext,
  port: ResumablePort,
  file: VideoFile,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<string> {
  const { Upload } = await import('tus-js-client');
  if (signal.aborted) throw new DOMException('Upload aborted', 'AbortError');
  const endpoint = `${ctx.hosts.upload}/upload/tus`;
  const userId = ctx.storage.getItem(storageKeys.userId) ?? '';
  let settled = () => {};
  return new Promise<string>((resolvePromise, rejectPromise) => {
    const resolve = (name: string) => {
      settled();
      resolvePromise(name);
    };
    const reject = (error: unknown) => {
      settled();
      rejectPromise(error);
    };
    const options: UploadOptions = {
      endpoint,
      metadata: { filename: file.name, filetype: file.type },
      retryDelays: port.retryDelays ?? RESUME_DELAYS_MS,
      // Every failure without a refusal is worth another attempt (no answer, a 5xx while the
      // server restarts, 409/423 while it still writes the last attempt's bytes); a refusal
      // (400 not a video, 401, 404, 413) is final. The browser's online flag is not asked:
      // it is often wrong, and the waits above cover a network that comes back.
      onShouldRetry: (error) => {
        const status = statusOf(error);
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      // The token is read before each request: a new sign-in applies at once. A refused one
      // ends the session, as a 401 of any other call does.
      onBeforeRequest: (request) => {
        request.setHeader('Authorization', `Bearer ${ctx.getToken() ?? ''}`);
      },
      onAfterResponse: (request, response) => {
        const token = /^Bearer (.+)$/.exec(request.getHeader('Authorization') ?? '')?.[1];
        if (response.getStatus() === 401 && token) ctx.tokenRefused(token);
      },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      urlStorage: storageUrlStorage(ctx.storage),
      fingerprint: async () => fileFingerprint(file, userId, endpoint),
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: () => {
        const id = upload.url?.slice(upload.url.lastIndexOf('/') + 1) ?? '';
        if (/^[0-9a-f]{32}$/.test(id)) resolve(`${id}.mp4`);
        else
          reject(new ResumableUploadError(0, new Error(`unexpected upload address ${upload.url}`)));
      },
      onError: (error) => reject(new ResumableUploadError(statusOf(error), error)),
      ...(port.httpStack ? { httpStack: port.httpStack as HttpStack } : {}),
      ...(port.fileReader ? { fileReader: port.fileReader as TusFileReader } : {}),
    };
    const upload = new Upload(file, options);
    // Offline: stop the request in flight (it would hang), keeping the upload; online: go
    // on from where the server stands (HEAD, then the rest).
    let paused = false;
    const stopListening = port.onlineChanges?.((online) => {
      if (signal.aborted) return;
      if (!online && !paused) {
        paused = true;
        upload.abort(false).catch(() => {});
      } else if (online && paused) {
        paused = false;
        upload.start();
      }
    });
    settled = () => stopListening?.();
    signal.addEventListener(
      'abort',
      () => {
        // Stops sending and removes the unfinished upload on the server (tus termination).
        upload.abort(true).catch(() => {});
        reject(new DOMException('Upload aborted', 'AbortError'));
      },
      { once: true },
    );
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (signal.aborted) return;
        const last = previous[previous.length - 1];
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch((error: unknown) => reject(new ResumableUploadError(0, error)));
  });
}
