import type { UploadFilePort } from '../ports';

/**
 * An upload over fetch. Fetch cannot report upload progress, so this reports 0 when it
 * starts and 1 when the answer arrives; the browser should pass an XHR-based port instead.
 */
export function createFetchUploadFile(
  fetchImpl: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): UploadFilePort {
  return async ({ url, body, token, onProgress }) => {
    onProgress(0);
    const response = await fetchImpl(url, {
      method: 'POST',
      body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    onProgress(1);
    return { status: response.status, body: parsed };
  };
}

/** The part of XMLHttpRequest the XHR upload uses (so this package needs no DOM types). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: {
    onprogress:
      | ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)
      | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/**
 * An upload over XMLHttpRequest, which reports real upload progress. In the browser:
 * `createXhrUploadFile(() => new XMLHttpRequest())`.
 */
export function createXhrUploadFile(createXhr: () => XhrLike): UploadFilePort {
  return ({ url, body, token, onProgress }) =>
    new Promise((resolve, reject) => {
      const xhr = createXhr();
      xhr.open('POST', url);
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        let parsed: unknown;
        try {
          parsed = xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText);
        } catch {
          parsed = undefined;
        }
        onProgress(1);
        resolve({ status: xhr.status, body: parsed });
      };
      xhr.onerror = () => reject(new TypeError('Upload failed: no answer'));
      xhr.onabort = () => reject(new TypeError('Upload aborted'));
      onProgress(0);
      xhr.send(body);
    });
}
