import { type Notification, type UserSummary, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { notificationMessages } from '../messages';

/** Logged (not shown) when the server could not mark the list read; the next visit asks again. */
const MARK_READ_FAILED = 'Marking notifications read failed';

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
  /**
   * Unread notifications the server counted when the stream opened that are not in `items`
   * (ADR 0088): the badge of an app that has not read the list.
   */
  unreadElsewhere = 0;
  /** Ids of the notifications that were new on this visit of /notification (they keep "New"). */
  newThisVisit = new Set<string>();
  private stopStream: (() => void) | null = null;
  /** The open visit of /notification; `listed` once its list has been read. */
  private visit: { listed: boolean } | null = null;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx' | 'stopStream' | 'visit'>(this, {
      ctx: false,
      stopStream: false,
      visit: false,
    });
  }

  /** How many notifications are unread: the nav badge. */
  get unreadCount(): number {
    return this.unreadElsewhere + this.items.filter((n) => !n.read).length;
  }

  /**
   * The stream's unread count, sent as it opens and whenever some were marked read on any
   * device (ADR 0088). Those the list here does not hold count on the badge; the server
   * counts after it began listening, so one that also came as a live event is taken off.
   * Fewer than the unread ones held means the older of those were read elsewhere. While
   * /notification is open every one of them is being seen.
   */
  setServerUnread(count: number): void {
    const held = this.items.filter((n) => !n.read);
    if (count < held.length) {
      // The list is newest first: the ones past the count are the ones read elsewhere.
      const readElsewhere = new Set(held.slice(count).map((n) => n.id));
      this.items = this.items.map((n) => (readElsewhere.has(n.id) ? { ...n, read: true } : n));
    }
    this.unreadElsewhere = this.visit ? 0 : Math.max(0, count - held.length);
  }

  /**
   * The person a notification is about, as every screen shows them: their one model
   * (`ctx.users`, ADR 0142), which the list's answers and the stream's events moved, so a
   * picture or name read on another screen since shows here too. The notification's own text
   * keeps the name it was written with.
   */
  actor(notification: Notification): Pick<UserSummary, 'id' | 'userName' | 'profilePicture'> {
    // An account on another server (`remote`) is not one of Flick's people: shown as told.
    if (notification.remote) return notification.actor;
    return this.ctx.users.get(notification.actor.id) ?? notification.actor;
  }

  /** Whether the list shows `notification` as new: unread, or new when this visit began. */
  isNew(notification: Notification): boolean {
    return !notification.read || this.newThisVisit.has(notification.id);
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
        const listed = data.data.Items;
        // Each actor as the caller sees them now (their follow flag, name, picture).
        this.ctx.users.upsertAll(listed.filter((n) => !n.remote).map((n) => n.actor));
        const newest = listed[0]?.createdAt ?? '';
        // One that came over the stream after the server read the list stays on top.
        this.items = [
          ...this.items.filter((n) => n.createdAt > newest && !listed.some((l) => l.id === n.id)),
          ...listed,
        ];
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

  /** Puts a new notification at the front of the list (once per id); its actor is read too. */
  add(notification: Notification): void {
    if (!notification.remote) this.ctx.users.upsert(notification.actor);
    this.items = [notification, ...this.items.filter((n) => n.id !== notification.id)];
  }

  /** Empties the list. */
  clear(): void {
    this.items = [];
    this.unreadElsewhere = 0;
    this.newThisVisit.clear();
  }

  /**
   * /notification opens (docs/product.md#notifications): the badge clears at once and the
   * list is read; what was unread keeps its New mark for this visit, and the server marks
   * read up to the newest one shown (POST /notification/read). Until `leave()`, one arriving
   * on the stream is shown as new and marked read the same way.
   */
  async open(): Promise<void> {
    const visit = { listed: false };
    this.visit = visit;
    this.see();
    await this.fetch();
    // Left (or opened again) meanwhile: that visit marks what it shows.
    if (this.visit !== visit) return;
    visit.listed = true;
    this.see();
    if (this.newThisVisit.size > 0) await this.markShownRead();
  }

  /** /notification closes: the next visit shows as new only what comes after. */
  leave(): void {
    this.visit = null;
    this.newThisVisit.clear();
  }

  /** Marks the unread items read here, remembering them as new on this visit; true if any. */
  private see(): boolean {
    this.unreadElsewhere = 0;
    const unread = this.items.filter((n) => !n.read);
    for (const n of unread) this.newThisVisit.add(n.id);
    if (unread.length > 0) this.items = this.items.map((n) => (n.read ? n : { ...n, read: true }));
    return unread.length > 0;
  }

  /** Tells the server the newest item shown was seen (and so every older one). */
  private async markShownRead(): Promise<void> {
    const newest = this.items[0];
    if (!newest) return;
    try {
      await unwrap(
        this.ctx.api.account.POST('/notification/read', { body: { id: newest.id } }),
        MARK_READ_FAILED,
      );
    } catch (error) {
      this.ctx.logger.error(MARK_READ_FAILED, error);
    }
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
      onUnread: (count) => this.setServerUnread(count),
      onNotification: (notification) => {
        this.add(notification);
        // Arrived while /notification is open: seen now, new in the list and not on the badge;
        // the server hears of it once the list is shown (`open` marks up to the newest).
        if (this.visit && this.see() && this.visit.listed) void this.markShownRead();
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
