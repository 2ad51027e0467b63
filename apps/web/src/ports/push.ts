import type { PushPort } from '@flick/stores';

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

/**
 * Notification permission and the Firebase Cloud Messaging token. Firebase is imported
 * only here, on demand, and only when configured: it never weighs on a first page load.
 */
export const browserPush: PushPort = {
  async requestPermission() {
    if (!('Notification' in window)) return 'denied';
    return Notification.requestPermission();
  },

  currentPermission() {
    return 'Notification' in window ? Notification.permission : 'denied';
  },

  async getToken() {
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
  },
};
