import { type account, unwrap } from '@flick/api-types';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StoreContext } from '../context';
import { messageOf } from '../failures';

/** A delivery to another server that used up its retries (GET /admin/federation/deliveries). */
export type FailedDelivery = account.components['schemas']['FailedDelivery'];
/** A remote server an admin blocked or silenced. */
export type RemoteServer = account.components['schemas']['RemoteServer'];
/** What an admin may decide about a whole remote server. */
export type ServerPolicy = account.components['schemas']['ServerPolicy'];

/**
 * The admin page's federation texts (docs/federation.md). Kept with this store, which loads on
 * use, so the first route does not carry them; the web app makes them known when it shows them.
 */
export const federationAdminMessages = {
  deliveriesFailed: 'Error fetching failed deliveries',
  serversFailed: 'Error fetching remote servers',
  actionFailed: 'Error updating the server rule',
  hostMissing: "Please enter the server's host name.",
  blocked: 'Server blocked.',
  silenced: 'Server silenced.',
  lifted: 'Server rule lifted.',
};

/**
 * /admin's federation section (docs/federation.md, ADR 0152): deliveries to other servers that
 * kept failing, with their last error, and the remote servers an admin blocked or silenced.
 */
export class FederationAdminStore {
  deliveries: FailedDelivery[] = [];
  servers: RemoteServer[] = [];
  loading = false;
  /** The lists could not be read (403 for someone who is not an admin). */
  error: string | null = null;
  /** A server rule being set or lifted. */
  pending = false;

  constructor(private readonly ctx: StoreContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false });
  }

  /** GET /admin/federation/deliveries and /admin/federation/servers. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const [deliveries, servers] = await Promise.all([
        unwrap(
          this.ctx.api.account.GET('/admin/federation/deliveries'),
          federationAdminMessages.deliveriesFailed,
        ),
        unwrap(
          this.ctx.api.account.GET('/admin/federation/servers'),
          federationAdminMessages.serversFailed,
        ),
      ]);
      runInAction(() => {
        this.deliveries = deliveries.data.data.Items;
        this.servers = servers.data.data.Items;
      });
    } catch (error) {
      const message = messageOf(error, federationAdminMessages.deliveriesFailed);
      runInAction(() => {
        this.error = message;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async #act(call: () => Promise<unknown>, done: string): Promise<boolean> {
    if (this.pending) return false;
    this.pending = true;
    try {
      await call();
      this.ctx.notify.success(done);
      await this.load();
      return true;
    } catch (error) {
      this.ctx.notify.error(messageOf(error, federationAdminMessages.actionFailed));
      return false;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }

  /** PUT /admin/federation/servers: blocks or silences `host` (a blank host is refused here). */
  setPolicy(host: string, policy: ServerPolicy): Promise<boolean> {
    const trimmed = host.trim();
    if (!trimmed) {
      this.ctx.notify.error(federationAdminMessages.hostMissing);
      return Promise.resolve(false);
    }
    return this.#act(
      () =>
        unwrap(
          this.ctx.api.account.PUT('/admin/federation/servers', {
            body: { host: trimmed, policy },
          }),
          federationAdminMessages.actionFailed,
        ),
      policy === 'blocked' ? federationAdminMessages.blocked : federationAdminMessages.silenced,
    );
  }

  /** DELETE /admin/federation/servers/{host}: lifts the server's block or silence. */
  lift(host: string): Promise<boolean> {
    return this.#act(
      () =>
        unwrap(
          this.ctx.api.account.DELETE('/admin/federation/servers/{host}', {
            params: { path: { host } },
          }),
          federationAdminMessages.actionFailed,
        ),
      federationAdminMessages.lifted,
    );
  }

  clear(): void {
    this.deliveries = [];
    this.servers = [];
    this.error = null;
  }
}
