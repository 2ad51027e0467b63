import { type RawBuilder, sql } from 'kysely';

/**
 * Who sees what a remote account (another server's, named by its actor IRI) does: the rules of
 * `visibility.ts` for the accounts Flick keeps in `remote_actors` (docs/federation.md, ADR
 * 0158). A reader who muted or blocked a remote account sees none of its replies, videos or
 * notifications; a remote account cannot block a Flick one here.
 */

/** The SQL text naming the reader (`$1::uuid`, `q.caller`) and the remote actor's IRI (`c.actor_iri`). */
type SqlText = string;

/** Whether the reader muted the remote account `actorIri` (a primary-key lookup). */
export function remoteMutedSqlText(reader: SqlText, actorIri: SqlText): string {
  return `exists (select 1 from remote_mutes rmu where rmu.user_id = ${reader} and rmu.actor_iri = ${actorIri})`;
}

/** Whether the reader blocked the remote account `actorIri` (a primary-key lookup). */
export function remoteBlockedSqlText(reader: SqlText, actorIri: SqlText): string {
  return `exists (select 1 from remote_blocks rbl where rbl.user_id = ${reader} and rbl.actor_iri = ${actorIri})`;
}

/** Whether the reader muted or blocked the remote account: what it posts is gone for them. */
export function remoteSilencedSqlText(reader: SqlText, actorIri: SqlText): string {
  return `(${remoteMutedSqlText(reader, actorIri)} or ${remoteBlockedSqlText(reader, actorIri)})`;
}

/**
 * `remoteMutedSqlText` for a Kysely `.where`, the reader bound as a parameter and the actor a
 * column reference, e.g. `.where(not(remoteMutedSql(userId, 'v.actor_iri')))`.
 */
export function remoteMutedSql(readerId: string, actorIriColumn: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from remote_mutes rmu where rmu.user_id = ${readerId}::uuid and rmu.actor_iri = ${sql.ref(actorIriColumn)})`;
}

/** `remoteSilencedSqlText` for a Kysely `.where` (muted or blocked by the reader). */
export function remoteSilencedSql(readerId: string, actorIriColumn: string): RawBuilder<boolean> {
  const actor = sql.ref(actorIriColumn);
  return sql<boolean>`(exists (select 1 from remote_mutes rmu where rmu.user_id = ${readerId}::uuid and rmu.actor_iri = ${actor}) or exists (select 1 from remote_blocks rbl where rbl.user_id = ${readerId}::uuid and rbl.actor_iri = ${actor}))`;
}

/** Whether `userId` muted or blocked the remote account `actorIri`. */
export function remoteSilencedBy(userId: string, actorIri: string): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from remote_mutes rmu where rmu.user_id = ${userId}::uuid and rmu.actor_iri = ${actorIri}) or exists (select 1 from remote_blocks rbl where rbl.user_id = ${userId}::uuid and rbl.actor_iri = ${actorIri}))`;
}
