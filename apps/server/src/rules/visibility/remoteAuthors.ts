import { type RawBuilder, sql } from 'kysely';

/**
 * Whether a remote account's content is hidden from a Flick reader (ADR 0155,
 * docs/federation.md): the one test every read of remote videos applies. Hidden when the
 * reader blocked the account, or when an admin blocked its whole server. A silenced server's
 * content is not hidden here: it still reaches the people who follow its accounts (only
 * public lists leave it out).
 */

/** SQL text: the host (`name[:port]`, lower case) of an address column, as `hostOf` reads it. */
export function remoteHostSql(address: string): string {
  return `lower(rtrim(substring(${address} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#]+)'), '.'))`;
}

/**
 * SQL text: whether the remote account `actorIri` (a column or bound value) is hidden from
 * `reader` (a uuid expression).
 */
export function remoteAuthorHiddenSql(actorIri: string, reader: string): string {
  return `(exists (select 1 from remote_blocks rb where rb.user_id = ${reader} and rb.actor_iri = ${actorIri})
    or exists (select 1 from remote_servers rs where rs.policy = 'blocked' and rs.host = ${remoteHostSql(actorIri)}))`;
}

const READER = '\u0000reader\u0000';

/** `remoteAuthorHiddenSql` for a Kysely query: the reader bound as a parameter. */
export function remoteAuthorHidden(actorIri: string, readerId: string): RawBuilder<boolean> {
  const parts = remoteAuthorHiddenSql(actorIri, READER).split(READER);
  return sql<boolean>`(${sql.join(
    parts.map((p) => sql.raw(p)),
    sql`${readerId}::uuid`,
  )})`;
}
