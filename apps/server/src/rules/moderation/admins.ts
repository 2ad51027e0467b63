import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { AdminsTable } from '../../platform/db/tables/safety';

/** A refused admin command, in words for the operator. */
export class AdminCommandError extends Error {}

/** One admin as `pnpm flick admin list` shows it. */
export interface AdminEntry {
  userName: string;
  address: string | null;
  source: AdminsTable['source'];
}

/** Why each admin is one, in words. */
export const ADMIN_SOURCES: Record<AdminsTable['source'], string> = {
  first: 'first account (ADMIN_EMAILS not set)',
  email: 'listed in ADMIN_EMAILS',
  cli: 'granted with pnpm flick admin grant',
};

/** The admins, by user name. */
export async function listAdmins(db: Kysely<Database>): Promise<AdminEntry[]> {
  const rows = await db
    .selectFrom('admins as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.user_name', 'u.email', 'u.phone', 'a.source'])
    .orderBy('u.user_name')
    .execute();
  return rows.map((r) => ({
    userName: r.user_name,
    address: r.email ?? r.phone,
    source: r.source,
  }));
}

/** The account `who` names: `@name` or a user name, or an email address. */
async function accountOf(db: Kysely<Database>, who: string) {
  const name = who.startsWith('@') ? who.slice(1) : who;
  const row = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'email'])
    .where((eb) =>
      who.includes('@') && !who.startsWith('@')
        ? eb(eb.fn('lower', ['email']), '=', who.toLowerCase())
        : eb('user_name', '=', name),
    )
    .executeTakeFirst();
  if (!row) throw new AdminCommandError(`No account is ${who}.`);
  return row;
}

/** Makes the account `who` names an admin; answers what was done. */
export async function grantAdmin(db: Kysely<Database>, who: string): Promise<string> {
  const user = await accountOf(db, who);
  const done = await db
    .insertInto('admins')
    .values({ user_id: user.id, source: 'cli' })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(done.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new AdminCommandError(`@${user.user_name} is an admin already.`);
  }
  return `@${user.user_name} is an admin now.`;
}

/**
 * Ends the admin role of the account `who` names; answers what was done. An admin by
 * `ADMIN_EMAILS` stays one while the address is listed: the next start would grant it again.
 */
export async function revokeAdmin(
  db: Kysely<Database>,
  who: string,
  adminEmails: readonly string[],
): Promise<string> {
  const user = await accountOf(db, who);
  if (user.email && adminEmails.includes(user.email.toLowerCase())) {
    throw new AdminCommandError(
      `@${user.user_name} is an admin by ADMIN_EMAILS: remove ${user.email} from it instead.`,
    );
  }
  const done = await db.deleteFrom('admins').where('user_id', '=', user.id).executeTakeFirst();
  if (Number(done.numDeletedRows) === 0) {
    throw new AdminCommandError(`@${user.user_name} is not an admin.`);
  }
  return `@${user.user_name} is no admin any more.`;
}
