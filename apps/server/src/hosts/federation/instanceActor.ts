import type { webcrypto } from 'node:crypto';
import type { Context, Federation } from '@fedify/fedify';
import { type Actor, Application, Endpoints, Flag } from '@fedify/vocab';
import type { Kysely } from 'kysely';
import type { CoreEvents } from '../../platform/core/events';
import type { Database } from '../../platform/db/database';
import { keptKeyPairs } from './keyPairs';
import { anyBlocked } from './remoteServers';

/**
 * The server's own actor (ADR 0158): an `Application` that signs what Flick says as a server
 * rather than as one of its accounts, today the reports it forwards (`Flag`), so the reporter
 * stays unnamed, as Mastodon does. Its identifier is fixed and can be no account's: ids are
 * uuids and user names have no `-`. WebFinger answers `flick-instance@<host>`.
 */
export const INSTANCE_ACTOR = 'flick-instance';

/** The instance actor as the fediverse reads it. */
export async function instanceActor(ctx: Context<void>, publicUrl: string): Promise<Application> {
  const keys = await ctx.getActorKeyPairs(INSTANCE_ACTOR);
  return new Application({
    id: ctx.getActorUri(INSTANCE_ACTOR),
    preferredUsername: INSTANCE_ACTOR,
    name: 'Flick',
    url: new URL('/', publicUrl),
    inbox: ctx.getInboxUri(INSTANCE_ACTOR),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    manuallyApprovesFollowers: true,
    discoverable: false,
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((k) => k.multikey),
  });
}

/** The instance actor's key pairs, made and kept the first time they are needed. */
export function instanceKeyPairs(db: Kysely<Database>): Promise<webcrypto.CryptoKeyPair[]> {
  return keptKeyPairs(
    () =>
      db
        .selectFrom('federation_instance_keys')
        .select(['algorithm', 'private_jwk', 'public_jwk'])
        .execute(),
    async ({ algorithm, privateJwk, publicJwk }) => {
      await db
        .insertInto('federation_instance_keys')
        .values({ algorithm, private_jwk: privateJwk, public_jwk: publicJwk })
        .onConflict((oc) => oc.column('algorithm').doNothing())
        .execute();
    },
  );
}

/** What a forwarded report says: the reported reply, its author, the reason and details. */
export interface ForwardedReport {
  reportId: string;
  actorIri: string;
  objectIri: string;
  reason: string;
  details: string;
}

/**
 * Sends a report of a reply from another server to that server's (shared) inbox as a `Flag`
 * from the instance actor (ADR 0158): its objects are the remote account and the reply, its
 * content the reason and the reporter's details. Nothing goes to a blocked server.
 */
export async function forwardReport(
  federation: Federation<void>,
  db: Kysely<Database>,
  publicUrl: string,
  report: ForwardedReport,
): Promise<void> {
  const actor = await db
    .selectFrom('remote_actors')
    .select(['iri', 'inbox', 'shared_inbox'])
    .where('iri', '=', report.actorIri)
    .executeTakeFirst();
  if (!actor) return;
  if (await anyBlocked(db, [actor.iri, actor.inbox, actor.shared_inbox])) return;
  const ctx = federation.createContext(new URL(publicUrl), undefined);
  const recipient: Pick<Actor, 'id' | 'inboxId' | 'endpoints'> = {
    id: new URL(actor.iri),
    inboxId: new URL(actor.inbox),
    endpoints: actor.shared_inbox
      ? new Endpoints({ sharedInbox: new URL(actor.shared_inbox) })
      : null,
  };
  const content = report.details ? `${report.reason}: ${report.details}` : report.reason;
  await ctx.sendActivity(
    { identifier: INSTANCE_ACTOR },
    recipient,
    new Flag({
      id: new URL(`/reports/${report.reportId}`, publicUrl),
      actor: ctx.getActorUri(INSTANCE_ACTOR),
      objects: [new URL(report.actorIri), new URL(report.objectIri)],
      content,
    }),
    { preferSharedInbox: true },
  );
}

/** Forwards the reports users ask to forward (`reportForwarded`); returns the unsubscribe. */
export function subscribeReports(
  events: CoreEvents,
  deps: { federation: Federation<void>; db: Kysely<Database>; publicUrl: string },
): () => void {
  return events.on('reportForwarded', (report) =>
    forwardReport(deps.federation, deps.db, deps.publicUrl, report),
  );
}
