import { fieldRules, type Language } from '@flick/api-types/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { OtpMethod, PublicOtpPurpose } from '../../platform/db/tables/account';
import { badRequest, conflict, HttpError, isUniqueViolation } from '../../platform/http/errors';
import type { OtpMessenger } from '../../platform/messaging/messenger';
import { accountExistsNotice, messageLanguage } from '../../platform/messaging/texts';
import { grantAdminOnSignup } from '../moderation/moderation.service';
import { parseAddress } from './address';
import { checkDateOfBirth } from './dateOfBirth';
import { currentPurpose, issueCode, OTP_LENGTH, verifyCode } from './otp.service';
import { hashPassword, verifyPassword } from './passwords';
import type { RateLimiter } from './rateLimiter';
import { createSession, forgetUserSessions, revokeUserSessions } from './sessions.repository';
import { findTicket, useTicket } from './tickets.repository';

/**
 * The last sign-up step's 409 when the address got an account while the sign-up was under way.
 * Only that step says it: the start answers every address alike (ADR 0012).
 */
export const ACCOUNT_EXISTS = 'An account with this email or phone number already exists.';
export const USERNAME_TAKEN = 'That username is taken.';
export const LOGIN_FAILED = 'Incorrect email, phone or password.';
export const LOGIN_LOCKED =
  'Too many failed sign-in attempts for this account. Please try again later.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';
export const CURRENT_PASSWORD_LOCKED =
  'Too many wrong passwords. Please wait a few minutes and try again.';
const SIGNUP_TICKET_INVALID = 'Your verification has expired. Please start again.';
const RESET_TICKET_INVALID = 'Your reset request has expired. Please start again.';

/** Everything the account flows need. */
export interface AuthDeps {
  db: Kysely<Database>;
  messenger: OtpMessenger;
  /** Where failures of background deliveries are reported. */
  onDeliveryError: (err: unknown) => void;
  /** Failed sign-ins per address. */
  loginFailures: RateLimiter;
  /** Wrong current passwords per signed-in user (password change, address change). */
  passwordChecks: RateLimiter;
  /** `ADMIN_EMAILS`: new accounts with these addresses are admins. */
  adminEmails: readonly string[];
}

async function findUserByAddress(db: Kysely<Database>, address: string, method: OtpMethod) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'language'])
    .where(method === 'email' ? 'email' : 'phone', '=', address)
    .executeTakeFirst();
}

/**
 * Sign-up start. The answer is the same for every address: an address without an account
 * gets a code, one with an account gets a notice instead (and a code nobody knows is made,
 * so cooldown and daily limits behave the same), so the call cannot tell who has an account.
 */
export async function startSignup(
  deps: AuthDeps,
  rawAddress: string,
  method: OtpMethod,
  requester: string,
  /** The best `Accept-Language` match of the request: the code's language. */
  requestLanguage: Language | null = null,
) {
  const { address } = parseAddress(rawAddress, method);
  await issueSignupCode(deps, address, method, requester, requestLanguage);
  return address;
}

async function issueSignupCode(
  deps: AuthDeps,
  address: string,
  method: OtpMethod,
  requester: string,
  requestLanguage: Language | null,
): Promise<void> {
  const known = await findUserByAddress(deps.db, address, method);
  await issueCode(deps.db, deps.messenger, {
    address,
    method,
    purpose: 'signup',
    requester,
    deliver: known ? false : 'wait',
    language: messageLanguage(null, requestLanguage),
  });
  if (known) {
    const language = messageLanguage(known.language, requestLanguage);
    await deps.messenger.sendNotice(address, method, accountExistsNotice(language));
  }
}

/** (Re)sends a code for the flow in progress (or the one named). */
export async function resendCode(
  deps: AuthDeps,
  rawAddress: string,
  requester: string,
  purpose?: PublicOtpPurpose,
  requestLanguage: Language | null = null,
) {
  const parsed = parseAddress(rawAddress);
  const current = await currentPurpose(deps.db, parsed.address);
  const flow = purpose ?? current?.purpose;
  if (!flow) throw badRequest('Please start sign-up or password reset first.');
  const method = current?.method ?? parsed.method;
  if (flow === 'signup') {
    await issueSignupCode(deps, parsed.address, method, requester, requestLanguage);
    return;
  }
  const user = await findUserByAddress(deps.db, parsed.address, method);
  await issueCode(deps.db, deps.messenger, {
    address: parsed.address,
    method,
    purpose: flow,
    requester,
    language: messageLanguage(user?.language, requestLanguage),
    // On the reset flow an unknown address gets no message but the same answer, as fast.
    deliver: user !== undefined ? 'background' : false,
    onDeliveryError: deps.onDeliveryError,
  });
}

/** Checks a code (a number; leading zeros are lost on the way, so pad them back). */
export async function checkOtp(deps: AuthDeps, rawAddress: string, otp: number, requester: string) {
  const { address } = parseAddress(rawAddress);
  return verifyCode(deps.db, { address, code: otpText(otp), requester });
}

/** The code as six digits (the contract sends it as a number, losing leading zeros). */
export function otpText(otp: number): string {
  return String(otp).padStart(OTP_LENGTH, '0');
}

/** Sign-up step 2: remembers the password (hashed) and names on the ticket. */
export async function savePasswordAndName(
  deps: AuthDeps,
  input: { ticket: string; password: string; firstName: string; lastName: string },
) {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  // Blank after trimming is the contract's "too short" (its own message, in one home).
  if (!firstName) throw badRequest(fieldRules.FirstName.messages.minLength);
  if (!lastName) throw badRequest(fieldRules.LastName.messages.minLength);
  const ticket = await findTicket(deps.db, input.ticket, 'signup');
  if (!ticket) throw badRequest(SIGNUP_TICKET_INVALID);
  const passwordHash = await hashPassword(input.password);
  await deps.db
    .updateTable('verification_tickets')
    .set({ password_hash: passwordHash, first_name: firstName, last_name: lastName })
    .where('ticket_hash', '=', ticket.ticket_hash)
    .execute();
}

/** Sign-up step 3: creates the account from the ticket and signs in. */
export async function completeSignup(
  deps: AuthDeps,
  input: { ticket: string; dateOfBirth: string; userName: string },
  /** The new account's language: the request's best `Accept-Language` match (ADR 0144). */
  language: Language | null,
) {
  checkDateOfBirth(input.dateOfBirth);
  const pending = await findTicket(deps.db, input.ticket, 'signup');
  if (!pending) throw badRequest(SIGNUP_TICKET_INVALID);
  if (!pending.password_hash || !pending.first_name || !pending.last_name) {
    throw badRequest('Please choose your password and name first.');
  }
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const ticket = await useTicket(trx, input.ticket, 'signup');
      if (!ticket?.password_hash || !ticket.first_name || !ticket.last_name) {
        throw badRequest(SIGNUP_TICKET_INVALID);
      }
      const user = await trx
        .insertInto('users')
        .values({
          user_name: input.userName,
          email: ticket.method === 'email' ? ticket.address : null,
          phone: ticket.method === 'phone' ? ticket.address : null,
          password_hash: ticket.password_hash,
          first_name: ticket.first_name,
          last_name: ticket.last_name,
          date_of_birth: input.dateOfBirth,
          gender: null,
          profile_picture: null,
          language,
        })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      await grantAdminOnSignup(trx, user, deps.adminEmails);
      const session = await createSession(trx, user.id);
      return { token: session.token, user_id: user.id };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_user_name_key')) throw conflict(USERNAME_TAKEN);
    if (isUniqueViolation(err)) throw conflict(ACCOUNT_EXISTS);
    throw err;
  }
}

/** The key failed sign-ins are counted under: the address as typed when it does not parse. */
function loginKey(rawAddress: string): string {
  try {
    return `login:${parseAddress(rawAddress).address}`;
  } catch {
    return `login:${rawAddress.trim().toLowerCase()}`;
  }
}

/**
 * Email or phone plus password → a new session; one message for every failure. Each try
 * holds one of the address's failure slots while the password is checked, so parallel
 * guesses cannot all slip past the limit; a success hands its slot back.
 */
export async function login(deps: AuthDeps, rawAddress: string, password: string) {
  return deps.loginFailures.limitFailures(
    loginKey(rawAddress),
    async () => {
      let user: { id: string; password_hash: string | null } | undefined;
      try {
        const { address, method } = parseAddress(rawAddress);
        user = await findUserByAddress(deps.db, address, method);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
      }
      const ok = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !ok) throw new HttpError(401, LOGIN_FAILED);
      const session = await createSession(deps.db, user.id);
      return { token: session.token, user_id: user.id };
    },
    {
      message: LOGIN_LOCKED,
      isFailure: (err) => err instanceof HttpError && err.statusCode === 401,
    },
  );
}

/**
 * Checks a signed-in user's current password (400 when wrong), counting wrong ones per user
 * exactly as sign-in does.
 */
export async function checkCurrentPassword(
  deps: AuthDeps,
  userId: string,
  password: string,
): Promise<void> {
  await deps.passwordChecks.limitFailures(
    `password:${userId}`,
    async () => {
      const user = await deps.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.password_hash, password))) {
        throw badRequest(CURRENT_PASSWORD_WRONG);
      }
    },
    {
      message: CURRENT_PASSWORD_LOCKED,
      isFailure: (err) => err instanceof HttpError && err.message === CURRENT_PASSWORD_WRONG,
    },
  );
}

/** Password reset start: the same answer whether or not the address has an account. */
export async function startReset(
  deps: AuthDeps,
  rawAddress: string,
  requester: string,
  method?: OtpMethod,
  requestLanguage: Language | null = null,
) {
  const parsed = parseAddress(rawAddress, method);
  const user = await findUserByAddress(deps.db, parsed.address, parsed.method);
  await issueCode(deps.db, deps.messenger, {
    address: parsed.address,
    method: parsed.method,
    purpose: 'reset',
    requester,
    language: messageLanguage(user?.language, requestLanguage),
    // Sent in the background so the answer takes as long for unknown addresses.
    deliver: user !== undefined ? 'background' : false,
    onDeliveryError: deps.onDeliveryError,
  });
  return parsed.address;
}

/** Sets a new password with a verified reset ticket and signs out every session. */
export async function resetPassword(deps: AuthDeps, input: { ticket: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction().execute(async (trx) => {
    const ticket = await useTicket(trx, input.ticket, 'reset');
    if (!ticket) throw badRequest(RESET_TICKET_INVALID);
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(ticket.method === 'email' ? 'email' : 'phone', '=', ticket.address)
      .returning('id')
      .executeTakeFirst();
    if (!user) throw badRequest(RESET_TICKET_INVALID);
    await revokeUserSessions(trx, user.id);
    return user.id;
  });
  // Again after commit: a request between the revocation and the commit may have cached it.
  forgetUserSessions(userId);
}

/** Changes the caller's password; every other session of theirs is signed out. */
export async function changePassword(
  deps: AuthDeps,
  input: { userId: string; sessionId: string; currentPassword: string; newPassword: string },
) {
  await checkCurrentPassword(deps, input.userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where('id', '=', input.userId)
      .execute();
    await revokeUserSessions(trx, input.userId, input.sessionId);
  });
  // Again after commit: a request between the revocation and the commit may have cached it.
  forgetUserSessions(input.userId, input.sessionId);
}
