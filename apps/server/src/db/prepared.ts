import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

/**
 * Named (prepared) statements for hot reads. Kysely sends every query unnamed, so
 * PostgreSQL parses and plans it on every call; for the feed page planning cost more than
 * running it. A query marked with `prepared(query)` is sent by `pg` as `{ name, text,
 * values }`: each connection parses it once and PostgreSQL may reuse a cached plan.
 *
 * The names are derived from the SQL text, so one call site that builds a few shapes
 * (with or without a cursor) gets one statement per shape. At most MAX_STATEMENTS texts are
 * registered per process; later ones simply run unnamed.
 */
const MAX_STATEMENTS = 200;
const statementNames = new Map<string, string>();

/** Marks a Kysely query (or `sql` template) to run as a named statement; answers it unchanged. */
export function prepared<Q extends { compile(): CompiledQuery }>(query: Q): Q {
  const text = query.compile().sql;
  if (!statementNames.has(text) && statementNames.size < MAX_STATEMENTS) {
    const digest = createHash('sha1').update(text).digest('hex').slice(0, 20);
    statementNames.set(text, `flick_${digest}`);
  }
  return query;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes every client of a pool send registered texts as named statements. `pg` prepares a
 * name once per connection and afterwards only binds and executes it.
 */
export function enablePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (
      config: unknown,
      values?: unknown,
      ...rest: unknown[]
    ) => {
      if (typeof config === 'string' && Array.isArray(values)) {
        const name = statementNames.get(config);
        if (name) return query({ name, text: config, values }, ...rest);
      }
      return query(config, values, ...rest);
    };
  });
}
