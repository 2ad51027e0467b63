import type { Language } from '@flick/api-types/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { OtpMethod } from '../../platform/db/tables/account';
import { badRequest, conflict, HttpError, isUniqueViolation } from '../../platform/http/errors';
import { addressChangedNotice, messageLanguage } from '../../platform/messaging/texts';
import { type AuthDeps, checkCurrentPassword, otpText } from './account.service';
import { type Address, parseAddress } from './address';
import { issueCode, OTP_VALID_SECONDS, redeemCode } from './otp.service';
import { forgetUserSessions, revokeUserSessions } from './sessions.repository';

/** 409 when the new address is another account's. */
export const ADDRESS_TAKEN = 'That email address or phone number belongs to another account.';
export const NO_CHANGE_PENDING =
  'There is no address change waiting for a code. Please start again.';
const PASSWORD_NEEDED = 'Please enter your current password.';
const CURRENT_CODE_NEEDED = 'Please enter the code we sent to your current address.';
const HAS_PASSWORD = 'Your account has a password: please use it to confirm the change.';
const SIGN_IN_AGAIN =
  'For your security, please sign in again with your provider, then change your address.';
const ADDRESS_PROBES = 'Too many addresses tried. Please wait a few minutes and try again.';

/** An account without password or address proves itself with a sign-in this recent. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

/** What the new address is told in the confirmation answer. */
export function addressChangedMessage(method: OtpMethod): string {
  return method === 'email'
    ? 'Your email address has been changed.'
    : 'Your phone number has been changed.';
}

const requesterOf = (userId: string) => `user:${userId}`;

async function readAccount(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'phone', 'password_hash', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The address codes and notices go to: the email, else the phone. */
function currentAddress(user: { email: string | null; phone: string | null }): Address | null {
  if (user.email) return { address: user.email, method: 'email' };
  if (user.phone) return { address: user.phone, method: 'phone' };
  return null;
}

/**
 * For an account without a password: sends a code to its current address, to be given to
 * `startAddressChange` as `currentCode`. Answers where it went.
 */
export async function sendCurrentAddressCode(
  deps: AuthDeps,
  userId: string,
  requestLanguage: Language | null = null,
): Promise<string> {
  const user = await readAccount(deps.db, userId);
  if (user.password_hash) throw badRequest(HAS_PASSWORD);
  const current = currentAddress(user);
  if (!current) throw badRequest(SIGN_IN_AGAIN);
  await issueCode(deps.db, deps.messenger, {
    ...current,
    purpose: 'reauth',
    requester: requesterOf(userId),
    deliver: 'wait',
    language: messageLanguage(user.language, requestLanguage),
  });
  return current.address;
}

/**
 * Re-authentication of a signed-in owner before a sensitive change (address change, account
 * deletion; ADR 0011): the current password (wrong ones limited like change-password); or
 * without one, a code from the current address (`sendCurrentAddressCode`); or without any
 * address, a sign-in in the last 10 minutes.
 */
export async function proveOwner(
  deps: AuthDeps,
  input: {
    userId: string;
    sessionId: string;
    currentPassword?: string | undefined;
    currentCode?: number | undefined;
    user?: { email: string | null; phone: string | null; password_hash: string | null };
  },
): Promise<void> {
  const user = input.user ?? (await readAccount(deps.db, input.userId));
  const current = currentAddress(user);
  if (user.password_hash) {
    if (input.currentPassword === undefined) throw badRequest(PASSWORD_NEEDED);
    await checkCurrentPassword(deps, input.userId, input.currentPassword);
  } else if (current) {
    if (input.currentCode === undefined) throw badRequest(CURRENT_CODE_NEEDED);
    await redeemCode(
      deps.db,
      {
        address: current.address,
        code: otpText(input.currentCode),
        requester: requesterOf(input.userId),
        purposes: ['reauth'],
      },
      async () => undefined,
    );
  } else {
    const session = await deps.db
      .selectFrom('sessions')
      .select(
        sql<boolean>`created_at > now() - make_interval(secs => ${FRESH_SIGN_IN_SECONDS})`.as(
          'fresh',
        ),
      )
      .where('id', '=', input.sessionId)
      .executeTakeFirst();
    if (!session?.fresh) throw badRequest(SIGN_IN_AGAIN);
  }
}

/**
 * Starts a change of the sign-in email or phone. The caller proves it is the owner (the
 * current password; or without one, a code from the current address; or without any address,
 * a sign-in in the last 10 minutes), then a code goes to the new address. Nothing changes
 * until `confirmAddressChange`. Answers the new address.
 */
export async function startAddressChange(
  deps: AuthDeps,
  input: {
    userId: string;
    sessionId: string;
    emailPhone: string;
    method: OtpMethod;
    currentPassword?: string | undefined;
    currentCode?: number | undefined;
    /** The request's best `Accept-Language` match, for an account that chose no language. */
    requestLanguage?: Language | null;
  },
): Promise<string> {
  const next = parseAddress(input.emailPhone, input.method);
  const user = await readAccount(deps.db, input.userId);

  await proveOwner(deps, { ...input, user });

  const existing = next.method === 'email' ? user.email : user.phone;
  if (existing === next.address) {
    throw badRequest(
      next.method === 'email'
        ? 'That is already your email address.'
        : 'That is already your phone number.',
    );
  }
  // Answers about other people's addresses are limited per account, like wrong passwords.
  await deps.passwordChecks.limitFailures(
    `address-taken:${input.userId}`,
    async () => {
      const owner = await deps.db
        .selectFrom('users')
        .select('id')
        .where(next.method === 'email' ? 'email' : 'phone', '=', next.address)
        .executeTakeFirst();
      if (owner) throw conflict(ADDRESS_TAKEN);
    },
    {
      message: ADDRESS_PROBES,
      isFailure: (err) => err instanceof HttpError && err.statusCode === 409,
    },
  );

  await issueCode(deps.db, deps.messenger, {
    ...next,
    purpose: 'change',
    requester: requesterOf(input.userId),
    deliver: 'wait',
    language: messageLanguage(user.language, input.requestLanguage),
  });
  await deps.db
    .insertInto('address_changes')
    .values({
      user_id: input.userId,
      address: next.address,
      method: next.method,
      expires_at: sql`now() + make_interval(secs => ${OTP_VALID_SECONDS})`,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        address: next.address,
        method: next.method,
        created_at: sql`now()`,
        expires_at: sql`now() + make_interval(secs => ${OTP_VALID_SECONDS})`,
      }),
    )
    .execute();
  return next.address;
}

/**
 * Confirms the change with the code sent to the new address: the address changes, every
 * other session of the account ends, and the old address is told. Answers the method changed.
 */
export async function confirmAddressChange(
  deps: AuthDeps,
  input: { userId: string; sessionId: string; otp: number; requestLanguage?: Language | null },
): Promise<OtpMethod> {
  const pending = await deps.db
    .selectFrom('address_changes')
    .select(['address', 'method'])
    .where('user_id', '=', input.userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!pending) throw badRequest(NO_CHANGE_PENDING);
  const before = await readAccount(deps.db, input.userId);
  // The old address of the same kind hears of it; when there was none, the other one does.
  const sameKind = pending.method === 'email' ? before.email : before.phone;
  const told: Address | null = sameKind
    ? { address: sameKind, method: pending.method }
    : currentAddress(before);

  try {
    await redeemCode(
      deps.db,
      {
        address: pending.address,
        code: otpText(input.otp),
        requester: requesterOf(input.userId),
        purposes: ['change'],
      },
      async (trx) => {
        const gone = await trx
          .deleteFrom('address_changes')
          .where('user_id', '=', input.userId)
          .where('address', '=', pending.address)
          .returning('user_id')
          .executeTakeFirst();
        // Started again elsewhere in the meantime: this code is not for the change waiting now.
        if (!gone) throw badRequest(NO_CHANGE_PENDING);
        await trx
          .updateTable('users')
          .set({
            ...(pending.method === 'email'
              ? { email: pending.address }
              : { phone: pending.address }),
            updated_at: sql`now()`,
          })
          .where('id', '=', input.userId)
          .execute();
        await revokeUserSessions(trx, input.userId, input.sessionId);
      },
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ADDRESS_TAKEN);
    throw err;
  }
  // Again after commit: a request between the revocation and the commit may have cached it.
  forgetUserSessions(input.userId, input.sessionId);
  if (told) {
    deps.messenger
      .sendNotice(
        told.address,
        told.method,
        addressChangedNotice(
          messageLanguage(before.language, input.requestLanguage),
          pending.method,
        ),
      )
      .catch((err: unknown) => deps.onDeliveryError(err));
  }
  return pending.method;
}
