import { type RawBuilder, sql } from 'kysely';

/**
 * Who sees what a remote account (another server's, named by its actor IRI) does: the rules of
 * `visibility.ts` for the accounts Flick keeps in `remote_actors` (docs/federation.md, ADR 0155,
 * ADR 0158). The one home of these tests: every read of remote videos, replies and
 * notifications applies `remoteAuthorHiddenSql`.
 *
 * - A reader who muted or blocked a remote account sees none of its videos, replies or
 *   notifications.
 * - Nobody sees anything of a server an admin blocked.
 * - A silenced server's content is not hidden here: it still reaches the people who follow
 *   its accounts (only public lists leave it out).
 * - A remote account cannot block a Flick one here.
 * - People lists (a Flick account's followers) leave out the remote accounts the reader blocked
 *   and those of a blocked server (`remotePersonHiddenSql`).
 */

/** SQL text: a uuid expression naming the reader, or an expression giving an actor IRI. */
type SqlText = string;

/** SQL text: the host (`name[:port]`, lower case) of an address column, as `hostOf` reads it. */
export function remoteHostSql(address: SqlText): string {
  return `lower(rtrim(substring(${address} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#]+)'), '.'))`;
}

/** Whether the reader muted the remote account `actorIri` (a primary-key lookup). */
export function remoteMutedSqlText(reader: SqlText, actorIri: SqlText): string {
  return `exists (select 1 from remote_mutes rmu where rmu.user_id = ${reader} and rmu.actor_iri = ${actorIri})`;
}

/** Whether the reader blocked the remote account `actorIri` (a primary-key lookup). */
export function remoteBlockedSqlText(reader: SqlText, actorIri: SqlText): string {
  return `exists (select 1 from remote_blocks rbl where rbl.user_id = ${reader} and rbl.actor_iri = ${actorIri})`;
}

/** Whether an admin blocked the server of the remote account `actorIri`. */
function serverBlockedSqlText(actorIri: SqlText): string {
  return `exists (select 1 from remote_servers rs where rs.policy = 'blocked' and rs.host = ${remoteHostSql(actorIri)})`;
}

/**
 * SQL text: whether what the remote account `actorIri` posts is hidden from `reader`: the reader
 * muted or blocked it, or an admin blocked its server.
 */
export function remoteAuthorHiddenSql(actorIri: SqlText, reader: SqlText): string {
  return `(${remoteMutedSqlText(reader, actorIri)} or ${remoteBlockedSqlText(reader, actorIri)}
    or ${serverBlockedSqlText(actorIri)})`;
}

/**
 * SQL text: whether the remote account `actorIri` is left out of `reader`'s people lists (a
 * Flick account's followers): the reader blocked it, or an admin blocked its server. As for
 * local people (`visiblePerson`), a mute does not hide an account from lists.
 */
export function remotePersonHiddenSql(actorIri: SqlText, reader: SqlText): string {
  return `(${remoteBlockedSqlText(reader, actorIri)} or ${serverBlockedSqlText(actorIri)})`;
}

/** Stand-ins for the bound parts while a SQL text is cut up (no identifier is written so). */
const READER = '__flick_reader__';
const ACTOR = '__flick_actor__';

/**
 * One of the SQL texts above for a Kysely query: the reader bound as a parameter, the actor a
 * column reference (`c.actor_iri`) or, with `actorValue`, a bound IRI.
 */
function bound(
  text: (actorIri: SqlText, reader: SqlText) => string,
  readerId: string,
  actor: { column: string } | { value: string },
): RawBuilder<boolean> {
  const parts = text(ACTOR, READER).split(/(__flick_reader__|__flick_actor__)/);
  return sql<boolean>`(${sql.join(
    parts.map((p) => {
      if (p === READER) return sql`${readerId}::uuid`;
      if (p === ACTOR) return 'column' in actor ? sql.ref(actor.column) : sql`${actor.value}`;
      return sql.raw(p);
    }),
    sql``,
  )})`;
}

/** `remoteAuthorHiddenSql` for a Kysely `.where`, the actor a column (`c.actor_iri`). */
export function remoteAuthorHidden(actorIriColumn: string, readerId: string): RawBuilder<boolean> {
  return bound(remoteAuthorHiddenSql, readerId, { column: actorIriColumn });
}

/** `remotePersonHiddenSql` for a Kysely `.where`, the actor a column (`rf.actor_iri`). */
export function remotePersonHidden(actorIriColumn: string, readerId: string): RawBuilder<boolean> {
  return bound(remotePersonHiddenSql, readerId, { column: actorIriColumn });
}

/** Whether `readerId` would not see what the remote account `actorIri` (a value) does. */
export function remoteAuthorHiddenFrom(readerId: string, actorIri: string): RawBuilder<boolean> {
  return bound(remoteAuthorHiddenSql, readerId, { value: actorIri });
}

/** Whether `readerId` muted the remote account in `actorIriColumn` (`RemoteAccount.muted`). */
export function remoteMuted(readerId: string, actorIriColumn: string): RawBuilder<boolean> {
  return bound((a, r) => remoteMutedSqlText(r, a), readerId, { column: actorIriColumn });
}

/** Whether `readerId` blocked the remote account in `actorIriColumn` (`RemoteAccount.blocked`). */
export function remoteBlocked(readerId: string, actorIriColumn: string): RawBuilder<boolean> {
  return bound((a, r) => remoteBlockedSqlText(r, a), readerId, { column: actorIriColumn });
}
