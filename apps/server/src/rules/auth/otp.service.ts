import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@flick/api-types/rules';
import { OTP_LENGTH } from '@flick/api-types/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { OtpMethod, OtpPurpose, PublicOtpPurpose } from '../../platform/db/tables/account';
import { badRequest, tooManyRequests } from '../../platform/http/errors';
import type { OtpMessenger } from '../../platform/messaging/messenger';
import { createTicket } from './tickets.repository';

/** Six digits (docs/product.md#otp-screens); the contract's OtpCode schema is its home. */
export { OTP_LENGTH } from '@flick/api-types/rules';
export const OTP_VALID_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
/** Codes one requester (client IP or signed-in user) may have sent to one address a day. */
export const OTP_MAX_CODES_PER_DAY = 10;
/** Wrong codes one requester may try against one address's live codes a day. */
export const OTP_MAX_FAILED_CHECKS_PER_DAY = 20;
/**
 * Codes an address receives a day from all requesters together: a cap on message floods.
 * It is three times a requester's budget, so it takes several addresses to reach it.
 */
export const OTP_MAX_CODES_PER_ADDRESS_PER_DAY = 30;

/** The message for a wrong code (docs/product.md#otp-screens). */
export const INVALID_OTP = 'Invalid OTP';

/** What is stored instead of a code: SHA-256 over the address and the code. */
export function hashCode(address: string, code: string): string {
  return createHash('sha256').update(`otp:${address}:${code}`).digest('hex');
}

/** Six digits from the operating system's cryptographic source. */
export function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

const today = sql<string>`(now() AT TIME ZONE 'UTC')::date`;

/**
 * Makes a new code for an address (replacing any earlier one) and sends it: `deliver:
 * 'wait'` answers only once the message is out (errors reach the caller); `'background'`
 * answers at once and reports failures to `onDeliveryError` (the reset flow, whose timing
 * must not tell known from unknown addresses); `false` sends nothing.
 * 429 within 30 s of the last code, after 10 codes today for this requester (`ip:<address>`
 * or `user:<id>`) and address, or after 30 for the address from everyone. Not delivering
 * still makes a code and counts, so an unknown address on the reset flow behaves like a
 * known one.
 */
export async function issueCode(
  db: Kysely<Database>,
  messenger: OtpMessenger,
  input: {
    address: string;
    method: OtpMethod;
    purpose: OtpPurpose;
    /** Who asks: `ip:<client IP>` on the public flows, `user:<id>` when signed in. */
    requester: string;
    deliver: 'wait' | 'background' | false;
    onDeliveryError?: (err: unknown) => void;
    /** The language the message is written in (`messageLanguage`). */
    language: Language;
  },
): Promise<void> {
  const code = newCode();
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      // Atomic cooldown: the upsert only replaces a code sent more than 30 s ago.
      const replaced = await sql<{ address: string }>`
      INSERT INTO otp_codes (address, method, purpose, code_hash, attempts, sent_at, expires_at)
      VALUES (${input.address}, ${input.method}, ${input.purpose}, ${hashCode(input.address, code)}, 0, now(),
              now() + make_interval(secs => ${OTP_VALID_SECONDS}))
      ON CONFLICT (address) DO UPDATE SET
        method = excluded.method, purpose = excluded.purpose, code_hash = excluded.code_hash,
        attempts = 0, sent_at = excluded.sent_at, expires_at = excluded.expires_at
      WHERE otp_codes.sent_at <= now() - make_interval(secs => ${OTP_RESEND_COOLDOWN_SECONDS})
      RETURNING address
    `.execute(trx);
      if (replaced.rows.length === 0) {
        const row = await trx
          .selectFrom('otp_codes')
          .select(
            sql<number>`ceil(extract(epoch from (sent_at + make_interval(secs => ${OTP_RESEND_COOLDOWN_SECONDS}) - now())))::int`.as(
              'wait',
            ),
          )
          .where('address', '=', input.address)
          .executeTakeFirst();
        return {
          kind: 'cooldown' as const,
          wait: Math.max(1, Number(row?.wait ?? OTP_RESEND_COOLDOWN_SECONDS)),
        };
      }
      const counted = await sql<{ codes_sent: number }>`
      INSERT INTO otp_daily_counts (address, day, requester, codes_sent)
      VALUES (${input.address}, ${today}, ${input.requester}, 1)
      ON CONFLICT (address, day, requester) DO UPDATE SET codes_sent = otp_daily_counts.codes_sent + 1
      RETURNING codes_sent
    `.execute(trx);
      if ((counted.rows[0]?.codes_sent ?? 0) > OTP_MAX_CODES_PER_DAY) {
        // Roll back: the old code stays and the count is not raised further.
        throw new DailyLimit();
      }
      const all = await trx
        .selectFrom('otp_daily_counts')
        .select(sql<number>`coalesce(sum(codes_sent), 0)::int`.as('sent'))
        .where('address', '=', input.address)
        .where('day', '=', today)
        .executeTakeFirst();
      if (Number(all?.sent ?? 0) > OTP_MAX_CODES_PER_ADDRESS_PER_DAY) throw new DailyLimit();
      return { kind: 'issued' as const };
    })
    .catch((err: unknown) => {
      if (err instanceof DailyLimit) return { kind: 'daily' as const };
      throw err;
    });

  if (outcome.kind === 'cooldown') {
    throw tooManyRequests(
      `Please wait ${outcome.wait} seconds before requesting a new code.`,
      outcome.wait,
      'otp_cooldown',
    );
  }
  if (outcome.kind === 'daily') {
    throw tooManyRequests(
      'Too many codes were requested for this address today. Please try again tomorrow.',
    );
  }
  if (input.deliver === 'wait') {
    await messenger.sendCode(input.address, input.method, code, input.language);
  } else if (input.deliver === 'background') {
    messenger
      .sendCode(input.address, input.method, code, input.language)
      .catch((err: unknown) => input.onDeliveryError?.(err));
  }
}

class DailyLimit extends Error {}

/** The public flow (sign-up or reset) last started for an address, if its code is live. */
export async function currentPurpose(
  db: Kysely<Database>,
  address: string,
): Promise<{ purpose: PublicOtpPurpose; method: OtpMethod } | undefined> {
  const row = await db
    .selectFrom('otp_codes')
    .select(['purpose', 'method'])
    .where('address', '=', address)
    .executeTakeFirst();
  if (row?.purpose === 'signup' || row?.purpose === 'reset') {
    return { purpose: row.purpose, method: row.method };
  }
  return undefined;
}

/** The code that was right, handed to the caller's next step inside the same transaction. */
export interface RightCode<P extends OtpPurpose> {
  address: string;
  method: OtpMethod;
  purpose: P;
}

/**
 * Checks a code for one of `purposes` and, when right, uses it up and runs `onRight` in the
 * same transaction (an error there rolls the whole step back and keeps the code).
 * Wrong: 400 `Invalid OTP`. A failure counts only against a live code of those purposes
 * (5 tries per code, 20 per requester and address a day): guessing at an address with no
 * code, or from elsewhere, spends nothing of the owner's.
 */
export async function redeemCode<P extends OtpPurpose, T>(
  db: Kysely<Database>,
  input: { address: string; code: string; requester: string; purposes: readonly P[] },
  onRight: (trx: Kysely<Database>, code: RightCode<P>) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction().execute(async (trx) => {
    const daily = await trx
      .selectFrom('otp_daily_counts')
      .select('failed_checks')
      .where('address', '=', input.address)
      .where('day', '=', today)
      .where('requester', '=', input.requester)
      .executeTakeFirst();
    if ((daily?.failed_checks ?? 0) >= OTP_MAX_FAILED_CHECKS_PER_DAY)
      return { kind: 'daily' as const };

    const found = await trx
      .selectFrom('otp_codes')
      .select([
        'code_hash',
        'attempts',
        'purpose',
        'method',
        sql<boolean>`expires_at <= now()`.as('expired'),
      ])
      .where('address', '=', input.address)
      .forUpdate()
      .executeTakeFirst();
    // A code of another flow is no code here (and nothing is counted against it).
    const row =
      found && (input.purposes as readonly OtpPurpose[]).includes(found.purpose)
        ? found
        : undefined;
    if (!row) return { kind: 'wrong' as const };
    if (row.expired) return { kind: 'expired' as const };
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { kind: 'used-up' as const };

    const given = Buffer.from(hashCode(input.address, input.code), 'hex');
    if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
      await trx
        .updateTable('otp_codes')
        .set({ attempts: sql`attempts + 1` })
        .where('address', '=', input.address)
        .execute();
      await sql`
        INSERT INTO otp_daily_counts (address, day, requester, failed_checks)
        VALUES (${input.address}, ${today}, ${input.requester}, 1)
        ON CONFLICT (address, day, requester) DO UPDATE SET failed_checks = otp_daily_counts.failed_checks + 1
      `.execute(trx);
      return { kind: 'wrong' as const };
    }

    await trx.deleteFrom('otp_codes').where('address', '=', input.address).execute();
    const value = await onRight(trx, {
      address: input.address,
      method: row.method,
      purpose: row.purpose as P,
    });
    return { kind: 'ok' as const, value };
  });

  switch (outcome.kind) {
    case 'ok':
      return outcome.value;
    case 'daily':
      throw tooManyRequests(
        'Too many wrong codes for this address today. Please try again tomorrow.',
      );
    case 'expired':
      throw badRequest('This OTP has expired. Please request a new one.');
    case 'used-up':
      throw badRequest('Too many wrong tries. Please request a new OTP.');
    default:
      throw badRequest(INVALID_OTP);
  }
}

const PUBLIC_PURPOSES: readonly PublicOtpPurpose[] = ['signup', 'reset'];

/**
 * Checks a sign-up or reset code. Right: the code is used up and a ticket for the next step
 * is returned. Wrong: as `redeemCode`.
 */
export async function verifyCode(
  db: Kysely<Database>,
  input: { address: string; code: string; requester: string },
): Promise<{ ticket: string; purpose: PublicOtpPurpose }> {
  return redeemCode(db, { ...input, purposes: PUBLIC_PURPOSES }, async (trx, right) => ({
    ticket: await createTicket(trx, right),
    purpose: right.purpose,
  }));
}
