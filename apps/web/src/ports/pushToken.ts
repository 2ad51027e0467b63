import type { PushPort } from '@flick/stores';

// The push token's code (the Firebase config, the SDK's import), loaded with the first
// token asked for: no first screen needs it (docs/architecture.md#performance).

const env = import.meta.env;

/** The Firebase web config from `VITE_FIREBASE_*`, or null when push is not configured. */
function firebaseConfig() {
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
  const complete = Object.values(config).every((value) => typeof value === 'string' && value);
  return complete && env.VITE_FIREBASE_VAPID_KEY ? (config as Record<string, string>) : null;
}

/** Whether this build can obtain a push token (Firebase configured and the browser able). */
export const pushConfigured = (): boolean =>
  firebaseConfig() !== null && 'serviceWorker' in navigator && 'PushManager' in window;

/** Gets the Firebase Cloud Messaging token, or null when push is not configured or able. */
export const pushToken: PushPort['getToken'] = async () => {
  const config = firebaseConfig();
  if (!config || !pushConfigured()) return null;
  const [{ initializeApp, getApps }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) return null;
  const app = getApps()[0] ?? initializeApp(config);
  // Our own tiny worker shows the pushed notification; it needs no Firebase SDK.
  const registration = await navigator.serviceWorker.register('/push-sw.js');
  const token = await messaging.getToken(messaging.getMessaging(app), {
    vapidKey: env.VITE_FIREBASE_VAPID_KEY,
    serviceWorkerRegistration: registration,
  });
  return token || null;
};
