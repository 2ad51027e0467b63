import { parseAnswerText } from '@flick/api-types';
import type { UploadFilePort } from '../ports';

/**
 * An upload over fetch. Fetch cannot report upload progress, so this reports 0 when it
 * starts and 1 when the answer arrives; the browser should pass an XHR-based port instead.
 */
export function createFetchUploadFile(
  fetchImpl: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): UploadFilePort {
  return async ({ url, headers, body, onProgress, signal }) => {
    onProgress(0);
    const response = await fetchImpl(url, {
      method: 'POST',
      body,
      headers,
      ...(signal ? { signal } : {}),
    });
    const parsed = parseAnswerText(await response.text());
    onProgress(1);
    return { status: response.status, body: parsed };
  };
}

/** What an upload progress event carries. */
export interface UploadProgressEvent {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/**
 * The part of XMLHttpRequest the XHR upload uses, so this package needs no DOM types. Only
 * methods, so a browser `XMLHttpRequest` fits without a cast.
 */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: {
    addEventListener(type: 'progress', listener: (event: UploadProgressEvent) => void): void;
  };
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void;
  abort(): void;
}

/**
 * An upload over XMLHttpRequest, which reports real upload progress. In the browser:
 * `createXhrUploadFile(() => new XMLHttpRequest())`.
 */
export function createXhrUploadFile(createXhr: () => XhrLike): UploadFilePort {
  return ({ url, headers, body, onProgress, signal }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      const xhr = createXhr();
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.open('POST', url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        const parsed = parseAnswerText(xhr.responseText);
        onProgress(1);
        resolve({ status: xhr.status, body: parsed });
      });
      xhr.addEventListener('error', () => reject(new TypeError('Upload failed: no answer')));
      xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
      onProgress(0);
      xhr.send(body);
    });
}
