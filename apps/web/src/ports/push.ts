import type { PushPort } from '@flick/stores';

/**
 * Notification permission and the Firebase Cloud Messaging token. Firebase is imported
 * only for a token (`pushToken.ts`), on demand, and only when configured: it never weighs on
 * a first page load.
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
    const { pushToken } = await import('./pushToken');
    return pushToken();
  },
};
