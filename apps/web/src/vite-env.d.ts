/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_UPLOAD_HOST?: string;
  readonly VITE_VIDEO_HOST?: string;
  readonly VITE_ACCOUNT_HOST?: string;
  readonly VITE_DISCOVERY_HOST?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// TypeScript 5.9's DOM lib types TextDecoderStream's writable side as
// WritableStream<AllowSharedBufferSource>, which `pipeThrough` on a
// ReadableStream<Uint8Array> refuses, although browsers accept it. @flick/stores (compiled
// here from source) pipes fetch bodies through one; this overload lets that type-check.
interface ReadableStream<R> {
  pipeThrough<T>(
    transform: { writable: WritableStream<AllowSharedBufferSource>; readable: ReadableStream<T> },
    options?: StreamPipeOptions,
  ): ReadableStream<T>;
}
