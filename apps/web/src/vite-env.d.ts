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

/** A PO catalog, compiled by @lingui/vite-plugin into Lingui's messages (ADR 0143). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
