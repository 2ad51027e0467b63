import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/database';

/**
 * Whose content a viewer does not see: the one rule behind every list that shows other
 * people's videos, comments, follows or notifications (docs/product.md#blocking). Today:
 * the people the viewer blocked. Extend it here (and only here) when more reasons hide an
 * author, and every surface follows: `hiddenAuthorsFor` (Kysely), `visibleAuthor`
 * (a WHERE condition) and `hiddenAuthorSql` (the feed's hand-written statements).
 */

/** A uuid value or an SQL expression (a column, a parameter) for the viewer or the author. */
type Operand = string | Expression<unknown>;

/** The SQL text of "the viewer hides this author", for statements written as text. */
export function hiddenAuthorSql(viewer: string, author: string): string {
  return `exists (select 1 from blocks hb where hb.blocker_id = ${viewer} and hb.blocked_id = ${author})`;
}

/** The SQL text of "the viewer hides someone" (any author at all). */
export function hidesAnyoneSql(viewer: string): string {
  return `exists (select 1 from blocks hb where hb.blocker_id = ${viewer})`;
}

function operand(value: Operand, cast: boolean): Expression<unknown> {
  if (typeof value !== 'string') return value;
  return cast ? sql`${value}::uuid` : sql.ref(value);
}

/** The ids of the authors `viewerId` does not see, as a subquery. */
export function hiddenAuthorsFor(db: Kysely<Database>, viewerId: string) {
  return db
    .selectFrom('blocks as hb')
    .select('hb.blocked_id')
    .where('hb.blocker_id', '=', viewerId);
}

/** A condition: true when `viewerId` hides anyone at all (most viewers do not). */
export function hidesAnyone(viewerId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from blocks hb where hb.blocker_id = ${viewerId}::uuid)`;
}

/**
 * A condition: true when `viewerId` does not see content by `author` (a column name such as
 * `'v.user_id'`, or any SQL expression that yields the author's id).
 */
export function hiddenAuthor(viewerId: string, author: Operand): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from blocks hb where hb.blocker_id = ${operand(viewerId, true)} and hb.blocked_id = ${operand(author, false)})`;
}

/** A WHERE condition: true when `viewerId` may see content by `author` (see `hiddenAuthor`). */
export function visibleAuthor(viewerId: string, author: Operand): RawBuilder<SqlBool> {
  return sql<SqlBool>`not ${hiddenAuthor(viewerId, author)}`;
}
