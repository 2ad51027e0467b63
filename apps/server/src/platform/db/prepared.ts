import { createHash } from 'node:crypto';
import { type Compilable, CompiledQuery } from 'kysely';
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

function register(text: string): void {
  if (!statementNames.has(text) && statementNames.size < MAX_STATEMENTS) {
    const digest = createHash('sha1').update(text).digest('hex').slice(0, 20);
    statementNames.set(text, `flick_${digest}`);
  }
}

/** Marks a Kysely query (or `sql` template) to run as a named statement; answers it unchanged. */
export function prepared<Q extends { compile(): CompiledQuery }>(query: Q): Q {
  register(query.compile().sql);
  return query;
}

/**
 * A query built and compiled once, then run many times with fresh values: `build` is called
 * once with `sentinels` (a distinct placeholder value per input), and the answer fills the
 * inputs into that compiled statement. A hot read skips Kysely's builder and compiler (about
 * a tenth of a feed request's CPU) and runs as a named statement (see `prepared`).
 *
 * Only inputs that become bound parameters may vary; anything that changes the SQL text
 * (a `sql.lit`, an optional clause) must be part of how the caller keys its templates.
 * Every sentinel must come back as a parameter; the answer ignores extra input fields.
 */
export function compileOnce<I extends object, R>(
  build: (inputs: I) => Compilable<R>,
  sentinels: I,
): (inputs: I) => CompiledQuery<R> {
  const template = build(sentinels).compile();
  const keys = Object.keys(sentinels) as (keyof I)[];
  // For each parameter: the input it came from, or undefined for a constant of the query.
  const sources = template.parameters.map((value) => keys.find((k) => sentinels[k] === value));
  for (const key of keys) {
    if (!sources.includes(key)) throw new Error(`compileOnce: input ${String(key)} is not bound`);
  }
  register(template.sql);
  return (inputs) => ({
    ...template,
    parameters: sources.map((key, i) => (key === undefined ? template.parameters[i] : inputs[key])),
  });
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

/**
 * A hand-written statement (`$1`… parameters) run as a named statement: answers a function
 * that pairs the text with fresh values for `db.executeQuery`.
 */
export function preparedSql<R>(text: string): (parameters: readonly unknown[]) => CompiledQuery<R> {
  register(text);
  return (parameters) => CompiledQuery.raw(text, [...parameters]) as CompiledQuery<R>;
}

/** A statement compiled once: answers the query to run for some inputs. */
export type Statement<I, R> = (inputs: I) => CompiledQuery<R>;

/** Compiled statements by key, for the life of the process. */
const statements = new Map<string, Statement<never, unknown>>();

/**
 * The statement kept under `key`, compiled by `compile` on first use. A key names one SQL
 * text: a read that builds a few shapes (a page size written as a literal, with or without
 * a clause) keys each shape on its own.
 */
export function statementFor<I, R>(key: string, compile: () => Statement<I, R>): Statement<I, R> {
  let found = statements.get(key) as Statement<I, R> | undefined;
  if (!found) {
    found = compile();
    statements.set(key, found as Statement<never, unknown>);
  }
  return found;
}
