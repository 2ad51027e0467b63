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
