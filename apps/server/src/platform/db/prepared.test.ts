import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, openFreshDatabase } from '../../../test/helpers';
import { preparedSql } from './prepared';

describe('named statements', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await openFreshDatabase();
  });
  afterAll(() => fresh?.close());

  it('are prepared on every connection of the pool, the one opened at start too', async () => {
    const text = 'select $1::int + 1 as n';
    const run = preparedSql<{ n: number }>(text);
    // The pool's idle connection first: on PostgreSQL, the one `openDatabase` opened to
    // check the server and set up its extensions; then more of them, taken at once.
    const connections = 4;
    const held: Promise<void>[] = [];
    const prepared: number[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (let i = 0; i < connections; i += 1) {
      held.push(
        fresh.handle.db.connection().execute(async (conn) => {
          const { rows } = await conn.executeQuery(run([i]));
          expect(rows[0]?.n).toBe(i + 1);
          const found = await sql<{ n: string }>`
            SELECT count(*) AS n FROM pg_prepared_statements WHERE statement = ${text}
          `.execute(conn);
          prepared.push(Number(found.rows[0]?.n));
          // Keeps this connection until every read took its own.
          if (prepared.length === connections || fresh.handle.engine === 'pglite') release();
          await gate;
        }),
      );
    }
    await Promise.all(held);
    expect(prepared).toEqual(prepared.map(() => 1));
  });
});
