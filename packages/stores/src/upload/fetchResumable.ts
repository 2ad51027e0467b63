import type { ResumablePort } from '../ports';

// A tus-js-client transport over fetch, for places without XMLHttpRequest (Node, tests):
// tus-js-client's own Node transport takes only Buffers and streams, not the Blob a chosen
// file is. Fetch reports no upload progress, so a request reports its bytes when answered.

interface FetchAnswer {
  getStatus(): number;
  getHeader(name: string): string | undefined;
  getBody(): string;
  getUnderlyingObject(): unknown;
}

/** A tus-js-client `HttpStack` and `FileReader` that send Blobs with `fetchImpl`. */
export function createFetchResumableTransport(
  fetchImpl: typeof globalThis.fetch,
): Required<Pick<ResumablePort, 'httpStack' | 'fileReader'>> {
  const httpStack = {
    getName: () => 'FetchHttpStack',
    createRequest(method: string, url: string) {
      const headers: Record<string, string> = {};
      const controller = new AbortController();
      let onProgress: (bytes: number) => void = () => {};
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name: string, value: string) => {
          headers[name] = value;
        },
        getHeader: (name: string) => headers[name],
        setProgressHandler: (handler: (bytes: number) => void) => {
          onProgress = handler;
        },
        async send(body?: Blob | null): Promise<FetchAnswer> {
          const response = await fetchImpl(url, {
            method,
            headers,
            signal: controller.signal,
            ...(body ? { body } : {}),
          });
          const text = await response.text();
          if (body) onProgress(body.size);
          return {
            getStatus: () => response.status,
            getHeader: (name) => response.headers.get(name) ?? undefined,
            getBody: () => text,
            getUnderlyingObject: () => response,
          };
        },
        abort: async () => controller.abort(),
        getUnderlyingObject: () => controller,
      };
    },
  };
  const fileReader = {
    openFile: async (file: Blob) => ({
      size: file.size,
      slice: async (start: number, end: number) => ({
        value: file.slice(start, end),
        done: end >= file.size,
      }),
      close: () => {},
    }),
  };
  return { httpStack, fileReader };
}
