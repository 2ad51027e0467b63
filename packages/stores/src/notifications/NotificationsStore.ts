import { type Notification, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { notificationMessages } from '../messages';

/**
 * Whether a notification is about the caller's own upload finishing its processing
 * (`videoReady` or `videoFailed`): its actor is the caller, and its text stands alone.
 */
export function isOwnVideoNotice(notification: Pick<Notification, 'type'>): boolean {
  return notification.type === 'videoReady' || notification.type === 'videoFailed';
}

/**
 * The /notification screen, browser push permission and the live stream
 * (docs/product.md#notifications).
 */
export class NotificationsStore {
  items: Notification[] = [];
  loading = false;
  error: string | null = null;
  /**
   * Set true when the browser grants permission, false on any failure
   * (docs/product.md#notifications).
   */
  permissionGranted = false;
  /** The push token registered with the server, once obtained. */
  pushToken: string | null = null;
  private stopStream: (() => void) | null = null;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx' | 'stopStream'>(this, { ctx: false, stopStream: false });
  }

  /** How many notifications are unread. */
  get unreadCount(): number {
    return this.items.filter((n) => !n.read).length;
  }

  /** Whether the live stream is connected. */
  get listening(): boolean {
    return this.stopStream !== null;
  }

  /** GET /notification (data.Items). */
  async fetch(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/notification'),
        notificationMessages.fetchFailed,
      );
      runInAction(() => {
        this.items = data.data.Items;
      });
    } catch {
      runInAction(() => {
        this.error = notificationMessages.fetchFailed;
      });
      this.ctx.notify.error(notificationMessages.fetchFailed);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Puts a new notification at the front of the list (once per id). */
  add(notification: Notification): void {
    this.items = [notification, ...this.items.filter((n) => n.id !== notification.id)];
  }

  /** Empties the list. */
  clear(): void {
    this.items = [];
  }

  /**
   * Asks the browser for permission. On grant the flag turns true and the push token, when
   * one is obtained, is registered (POST /push-token). A denial or failure sets the flag
   * false and says `Error requesting notification permission`.
   */
  async requestPermission(): Promise<boolean> {
    const push = this.ctx.push;
    try {
      if (!push) throw new Error('No push port');
      const permission = await push.requestPermission();
      if (permission !== 'granted') throw new Error(`Permission ${permission}`);
      runInAction(() => {
        this.permissionGranted = true;
      });
    } catch (error) {
      runInAction(() => {
        this.permissionGranted = false;
      });
      this.ctx.logger.error(notificationMessages.permissionFailed, error);
      this.ctx.notify.error(notificationMessages.permissionFailed);
      return false;
    }
    await this.registerPushToken();
    return true;
  }

  /**
   * On load: reads the permission the browser already holds, without asking. When it was
   * granted earlier the flag starts true and the push token is obtained and registered;
   * otherwise nothing changes (the user can still ask).
   */
  async syncPermission(): Promise<void> {
    if (this.ctx.push?.currentPermission?.() !== 'granted') return;
    runInAction(() => {
      this.permissionGranted = true;
    });
    if (this.pushToken === null) await this.registerPushToken();
  }

  /** Subscribes to the live stream; new notifications land at the front. */
  startListening(): void {
    if (this.stopStream) return;
    this.stopStream = this.ctx.notificationStream.subscribe({
      onNotification: (notification) => {
        this.add(notification);
        if (isOwnVideoNotice(notification)) {
          this.ctx.videoProcessed({
            videoId: notification.videoId,
            ready: notification.type === 'videoReady',
          });
        }
      },
      onError: (error) => this.ctx.logger.error('Notification stream failed', error),
    });
  }

  stopListening(): void {
    this.stopStream?.();
    this.stopStream = null;
  }

  private async registerPushToken(): Promise<void> {
    try {
      const token = await this.ctx.push?.getToken();
      if (!token) return;
      await unwrap(
        this.ctx.api.account.POST('/push-token', { body: { token, platform: 'web' } }),
        'Push token registration failed',
      );
      runInAction(() => {
        this.pushToken = token;
      });
    } catch (error) {
      // Push is a bonus: the in-app list and stream still work without it.
      this.ctx.logger.error('Push token registration failed', error);
    }
  }
}
