import { type account, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf, statusOf } from '../failures';

/** An account on another server (GET /remote-accounts, docs/federation.md). */
export type RemoteAccount = account.components['schemas']['RemoteAccount'];

/**
 * The texts of Search's card for an account elsewhere. Kept with this store, which loads on
 * use, so the first route does not carry them; the web app makes them known where it shows
 * them.
 */
export const remoteAccountMessages = {
  lookUpFailed: 'Error finding the account',
  actionFailed: 'Unable to complete the action. Please try again.',
};

/**
 * Whether a search text names an account on another server: `@user@server`, `user@server`
 * (a host with a dot or a port, so a plain address-like name is not mistaken for one), or
 * the address of a profile page (its server decides whether one is there).
 */
export function looksLikeRemoteAccount(text: string): boolean {
  const trimmed = text.trim();
  if (/^https?:\/\/[^\s/]+\/\S*$/i.test(trimmed)) return true;
  return /^@?[\w.-]+@[a-z0-9-]+(\.[a-z0-9-]+)*(\.[a-z]{2,}|:\d{1,5})$/i.test(trimmed);
}

/**
 * Search's card for an account on another server (docs/federation.md): looked up by the
 * search text, then followed (pending until its server accepts), unfollowed after the same
 * question a local account's unfollow asks, blocked or unblocked, muted or unmuted.
 */
export class RemoteAccountStore {
  /** The account found for `lookedUpFor`, or null. */
  account: RemoteAccount | null = null;
  /** The text last looked up (trimmed). */
  lookedUpFor = '';
  loading = false;
  /** Nobody there (the server's 404 message), or null. */
  notFound: string | null = null;
  /** The look-up failed otherwise, or null. */
  error: string | null = null;
  /** A follow, unfollow, block, unblock, mute or unmute in flight. */
  pending = false;
  /** The unfollow waits for its confirmation. */
  confirmingUnfollow = false;
  private seq = 0;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx' | 'seq'>(this, { ctx: false, seq: false });
  }

  /** GET /remote-accounts?handle=…; older answers than the latest request are dropped. */
  async lookUp(text: string): Promise<void> {
    const handle = text.trim();
    if (handle === this.lookedUpFor && (this.account || this.loading)) return;
    const seq = ++this.seq;
    this.lookedUpFor = handle;
    this.loading = true;
    this.account = null;
    this.notFound = null;
    this.error = null;
    this.confirmingUnfollow = false;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/remote-accounts', { params: { query: { handle } } }),
        remoteAccountMessages.lookUpFailed,
      );
      if (seq !== this.seq) return;
      runInAction(() => {
        this.account = data.data;
      });
    } catch (error) {
      if (seq !== this.seq) return;
      runInAction(() => {
        if (statusOf(error) === 404) {
          this.notFound = messageOf(error, remoteAccountMessages.lookUpFailed);
        } else {
          this.error = messageOf(error, remoteAccountMessages.lookUpFailed);
        }
      });
    } finally {
      if (seq === this.seq) {
        runInAction(() => {
          this.loading = false;
        });
      }
    }
  }

  /**
   * The follow button: follows (POST /remote-follows; `pending` until its server accepts),
   * withdraws a pending request at once, and asks before unfollowing.
   */
  async pressFollow(): Promise<void> {
    const account = this.account;
    if (!account || this.pending) return;
    if (account.following === 'accepted') {
      this.confirmingUnfollow = true;
      return;
    }
    if (account.following === 'pending') {
      await this.unfollow();
      return;
    }
    await this.act(async () => {
      const { data } = await unwrap(
        this.ctx.api.account.POST('/remote-follows', { body: { actorId: account.actorId } }),
        remoteAccountMessages.actionFailed,
      );
      runInAction(() => {
        if (this.account?.actorId === account.actorId) this.account = data.data;
      });
    });
  }

  /** The unfollow question answered yes: DELETE /remote-follows. */
  async confirmUnfollow(): Promise<void> {
    this.confirmingUnfollow = false;
    await this.unfollow();
  }

  cancelUnfollow(): void {
    this.confirmingUnfollow = false;
  }

  /**
   * Reads the account again, quietly: a `pending` follow its server has accepted since is
   * `accepted` now (the page asks while a request waits).
   */
  async refresh(): Promise<void> {
    const account = this.account;
    if (!account || this.loading) return;
    try {
      const { data } = await unwrap(
        this.ctx.api.account.GET('/remote-accounts', {
          params: { query: { handle: this.lookedUpFor } },
        }),
        remoteAccountMessages.lookUpFailed,
      );
      runInAction(() => {
        if (this.account?.actorId === data.data.actorId) this.account = data.data;
      });
    } catch {
      // The card keeps what it shows; the next look-up tells.
    }
  }

  /** POST /remote-blocks, or DELETE it when blocked: the button reads `Unblock` / `Block`. */
  async toggleBlock(): Promise<void> {
    await this.toggle('blocked');
  }

  /** POST /remote-mutes, or DELETE it when muted: the button reads `Unmute` / `Mute`. */
  async toggleMute(): Promise<void> {
    await this.toggle('muted');
  }

  /** After logout nothing of the previous person's search stays. */
  clear(): void {
    this.seq += 1;
    this.account = null;
    this.lookedUpFor = '';
    this.loading = false;
    this.notFound = null;
    this.error = null;
    this.pending = false;
    this.confirmingUnfollow = false;
  }

  private async unfollow(): Promise<void> {
    const account = this.account;
    if (!account) return;
    await this.act(async () => {
      await unwrap(
        this.ctx.api.account.DELETE('/remote-follows', { body: { actorId: account.actorId } }),
        remoteAccountMessages.actionFailed,
      );
      runInAction(() => {
        if (this.account?.actorId === account.actorId) {
          this.account = { ...this.account, following: 'none' };
        }
      });
    });
  }

  /** Blocks or mutes the account, or lifts it when it is on, as the server last said. */
  private async toggle(kind: 'blocked' | 'muted'): Promise<void> {
    const account = this.account;
    if (!account || this.pending) return;
    const on = !account[kind];
    const path = kind === 'blocked' ? '/remote-blocks' : '/remote-mutes';
    await this.act(async () => {
      const body = { actorId: account.actorId };
      await unwrap(
        on
          ? this.ctx.api.account.POST(path, { body })
          : this.ctx.api.account.DELETE(path, { body }),
        remoteAccountMessages.actionFailed,
      );
      runInAction(() => {
        if (this.account?.actorId === account.actorId) {
          this.account = { ...this.account, [kind]: on };
          // A block ends the caller's follow of the account too (docs/federation.md).
          if (kind === 'blocked' && on) this.account.following = 'none';
        }
      });
    });
  }

  private async act(call: () => Promise<void>): Promise<void> {
    this.pending = true;
    try {
      await call();
    } catch (error) {
      this.ctx.notify.error(messageOf(error, remoteAccountMessages.actionFailed));
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }
}
