import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { OtpMethod, PublicOtpPurpose } from '../../platform/db/tables/account';
import { hashSecret, newSecret } from './tokens';

/** A verified address stays usable for the next steps this long (contract: 30 minutes). */
export const TICKET_VALID_SECONDS = 30 * 60;

/** Issues a ticket proving the address was verified; only its hash is stored. */
export async function createTicket(
  db: Kysely<Database>,
  input: { address: string; method: OtpMethod; purpose: PublicOtpPurpose },
): Promise<string> {
  const ticket = newSecret();
  await db
    .insertInto('verification_tickets')
    .values({
      ticket_hash: hashSecret(ticket),
      address: input.address,
      method: input.method,
      purpose: input.purpose,
      expires_at: sql`now() + make_interval(secs => ${TICKET_VALID_SECONDS})`,
    })
    .execute();
  return ticket;
}

/** A live (unused, unexpired) ticket of the given purpose. */
export async function findTicket(db: Kysely<Database>, ticket: string, purpose: PublicOtpPurpose) {
  return db
    .selectFrom('verification_tickets')
    .selectAll()
    .where('ticket_hash', '=', hashSecret(ticket))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Marks a live ticket used, atomically; returns it, or undefined when it was not live. */
export async function useTicket(db: Kysely<Database>, ticket: string, purpose: PublicOtpPurpose) {
  return db
    .updateTable('verification_tickets')
    .set({ used_at: sql`now()` })
    .where('ticket_hash', '=', hashSecret(ticket))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}
