import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * Fedify's key-value store (its caches of remote documents and keys, the marks that make an
 * inbox activity run once) as rows of `federation_kv` on the app's own database (ADR 0150):
 * the same on PGlite and PostgreSQL, so no second store is needed. A key's parts are kept as
 * their JSON array; a prefix is matched on that text without its closing bracket.
 */
export class KyselyKvStore implements KvStore {
  constructor(private readonly db: Kysely<Database>) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('federation_kv')
      .select('value')
      .where('key', '=', JSON.stringify(key))
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    return row ? (row.value as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const expiresAt = expiry(options);
    await this.db
      .insertInto('federation_kv')
      .values({ key: JSON.stringify(key), value: JSON.stringify(value), expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: JSON.stringify(value), expires_at: expiresAt }),
      )
      .execute();
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.deleteFrom('federation_kv').where('key', '=', JSON.stringify(key)).execute();
  }

  async cas(
    key: KvKey,
    expectedValue: unknown,
    newValue: unknown,
    options?: KvStoreSetOptions,
  ): Promise<boolean> {
    const k = JSON.stringify(key);
    const expiresAt = expiry(options);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('federation_kv')
        .select(['value', 'expires_at'])
        .where('key', '=', k)
        .forUpdate()
        .executeTakeFirst();
      const live = row && (row.expires_at === null || row.expires_at > new Date());
      const current = live ? row.value : undefined;
      if (JSON.stringify(current) !== JSON.stringify(expectedValue)) return false;
      if (newValue === undefined) {
        await trx.deleteFrom('federation_kv').where('key', '=', k).execute();
      } else {
        await trx
          .insertInto('federation_kv')
          .values({ key: k, value: JSON.stringify(newValue), expires_at: expiresAt })
          .onConflict((oc) =>
            oc
              .column('key')
              .doUpdateSet({ value: JSON.stringify(newValue), expires_at: expiresAt }),
          )
          .execute();
      }
      return true;
    });
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    let query = this.db
      .selectFrom('federation_kv')
      .select(['key', 'value'])
      .where((eb) =>
        eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]),
      );
    if (prefix) {
      const exact = JSON.stringify(prefix);
      // `["a","b"` starts every longer key under ["a","b"]; the comma keeps ["a","bc"] out.
      const open = `${exact.slice(0, -1)},`;
      query = query.where((eb) =>
        eb.or([eb('key', '=', exact), eb(sql`left(key, ${open.length})`, '=', open)]),
      );
    }
    for (const row of await query.orderBy('key').execute()) {
      yield { key: JSON.parse(row.key) as KvKey, value: row.value };
    }
  }
}

function expiry(options: KvStoreSetOptions | undefined): Date | null {
  return options?.ttl ? new Date(Date.now() + options.ttl.total('millisecond')) : null;
}
