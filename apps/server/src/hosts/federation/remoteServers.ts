import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { RemoteServerPolicy } from '../../platform/db/tables/federation';

/**
 * Remote servers an admin blocked or silenced (ADR 0152), by host (`name[:port]`, lower
 * case). Blocked: its inbound activities are refused (403) and nothing is delivered to it.
 * Silenced: its accounts may still follow and be followed, but what it posts never shows in
 * public lists (Explore, hashtags, search, the feed's shared page); only people who follow its
 * accounts see it.
 */

/** The answer to an admin setting a server's policy. */
export const SERVER_POLICY_SET: Record<RemoteServerPolicy, string> = {
  blocked: 'Server blocked.',
  silenced: 'Server silenced.',
};
/** The answer to an admin lifting a server's policy. */
export const SERVER_RULE_LIFTED = 'Server rule lifted.';

/** A host as kept: lower case, without a trailing dot. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** The host of an address, or undefined when it is not one. */
export function hostOf(address: string | URL | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    return normalizeHost(new URL(address).host);
  } catch {
    return undefined;
  }
}

/** The policy an admin set for `host`, if any. */
export async function serverPolicy(
  db: Kysely<Database>,
  host: string,
): Promise<RemoteServerPolicy | undefined> {
  const row = await db
    .selectFrom('remote_servers')
    .select('policy')
    .where('host', '=', normalizeHost(host))
    .executeTakeFirst();
  return row?.policy;
}

/** Whether any of `addresses` is on a blocked server. */
export async function anyBlocked(
  db: Kysely<Database>,
  addresses: readonly (string | URL | null | undefined)[],
): Promise<boolean> {
  const hosts = [...new Set(addresses.map(hostOf).filter((h) => h !== undefined))];
  if (hosts.length === 0) return false;
  const row = await db
    .selectFrom('remote_servers')
    .select('host')
    .where('host', 'in', hosts)
    .where('policy', '=', 'blocked')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether an inbox POST comes from a blocked server: its activity's actor, or the key its
 * signature names (either dialect), is on one.
 */
export async function sentFromBlockedServer(
  db: Kysely<Database>,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): Promise<boolean> {
  const addresses: string[] = [];
  for (const name of ['signature', 'signature-input']) {
    const value = headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    for (const match of text.matchAll(/keyid="([^"]+)"/gi)) if (match[1]) addresses.push(match[1]);
  }
  try {
    const activity = JSON.parse(body.toString('utf8')) as { actor?: unknown };
    const actor =
      typeof activity.actor === 'string'
        ? activity.actor
        : (activity.actor as { id?: unknown } | undefined)?.id;
    if (typeof actor === 'string') addresses.push(actor);
  } catch {
    // Not JSON: Fedify refuses it on its own.
  }
  return anyBlocked(db, addresses);
}

/** The blocked hosts. */
export async function blockedHosts(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('remote_servers')
    .select('host')
    .where('policy', '=', 'blocked')
    .execute();
  return rows.map((r) => r.host);
}

/** The hosts whose content public lists leave out: silenced and blocked ones. */
export async function hostsKeptFromPublicLists(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('remote_servers').select('host').execute();
  return rows.map((r) => r.host);
}

/** Every server with a policy, by host. */
export async function listRemoteServers(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('remote_servers')
    .select(['host', 'policy', 'created_at'])
    .orderBy('host')
    .execute();
  return rows.map((r) => ({ host: r.host, policy: r.policy, since: r.created_at.toISOString() }));
}

/** Sets `host`'s policy (replacing the one it had). */
export async function setServerPolicy(
  db: Kysely<Database>,
  host: string,
  policy: RemoteServerPolicy,
): Promise<void> {
  await db
    .insertInto('remote_servers')
    .values({ host: normalizeHost(host), policy })
    .onConflict((oc) => oc.column('host').doUpdateSet({ policy, created_at: new Date() }))
    .execute();
}

/** Lifts `host`'s policy; false when it had none. */
export async function clearServerPolicy(db: Kysely<Database>, host: string): Promise<boolean> {
  const result = await db
    .deleteFrom('remote_servers')
    .where('host', '=', normalizeHost(host))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
