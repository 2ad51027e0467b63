import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';
import { AdminCommandError, grantAdmin, listAdmins, revokeAdmin } from './admins';
import {
  firstAdminNotice,
  grantAdminOnSignup,
  isAdmin,
  syncAdminEmails,
} from './moderation.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A new account made an admin (or not) as a sign-up would. */
async function signedUp(adminEmails: string[], email?: string) {
  const user = await createUser(t, email ? { email } : {});
  await t.db
    .transaction()
    .execute((trx) => grantAdminOnSignup(trx, { id: user.id, email: email ?? null }, adminEmails));
  return user;
}

describe('who becomes an admin at sign-up', () => {
  it('without ADMIN_EMAILS, the first account of the install and nobody after it', async () => {
    expect(await firstAdminNotice(t.db)).toContain(
      'ADMIN_EMAILS is not set: the next account to sign up will be',
    );
    const first = await signedUp([]);
    const second = await signedUp([]);
    expect(await isAdmin(t.db, first.id)).toBe(true);
    expect(await isAdmin(t.db, second.id)).toBe(false);
    expect(await firstAdminNotice(t.db)).toContain(`@${first.userName} is this install's admin`);

    // Once ADMIN_EMAILS is set, only its addresses are admins: the first account stops being one.
    const boss = await signedUp(['boss@example.com'], 'Boss@Example.com');
    expect(await isAdmin(t.db, boss.id)).toBe(true);
    await syncAdminEmails(t.db, ['boss@example.com']);
    expect(await isAdmin(t.db, first.id)).toBe(false);
    expect((await listAdmins(t.db)).map((a) => a.userName)).toEqual([boss.userName]);
  });
});

describe('pnpm flick admin grant | revoke | list', () => {
  it('grants and revokes by @name or email, and says why each admin is one', async () => {
    const ana = await createUser(t, { email: 'ana.admin@example.com' });
    const ben = await createUser(t);
    expect(await grantAdmin(t.db, 'ANA.admin@example.com')).toBe(
      `@${ana.userName} is an admin now.`,
    );
    expect(await grantAdmin(t.db, `@${ben.userName}`)).toBe(`@${ben.userName} is an admin now.`);
    await expect(grantAdmin(t.db, ben.userName)).rejects.toThrow(
      new AdminCommandError(`@${ben.userName} is an admin already.`),
    );
    await expect(grantAdmin(t.db, '@nobody_at_all')).rejects.toThrow(
      'No account is @nobody_at_all.',
    );
    const listed = await listAdmins(t.db);
    expect(listed).toContainEqual({
      userName: ana.userName,
      address: 'ana.admin@example.com',
      source: 'cli',
    });

    // A start with ADMIN_EMAILS set keeps the admins granted by hand.
    await syncAdminEmails(t.db, ['boss@example.com']);
    expect(await isAdmin(t.db, ben.id)).toBe(true);

    expect(await revokeAdmin(t.db, `@${ben.userName}`, [])).toBe(
      `@${ben.userName} is no admin any more.`,
    );
    expect(await isAdmin(t.db, ben.id)).toBe(false);
    await expect(revokeAdmin(t.db, `@${ben.userName}`, [])).rejects.toThrow(
      `@${ben.userName} is not an admin.`,
    );
    // An admin by ADMIN_EMAILS is revoked there, or the next start grants it again.
    await expect(
      revokeAdmin(t.db, 'ana.admin@example.com', ['ana.admin@example.com']),
    ).rejects.toThrow(
      `@${ana.userName} is an admin by ADMIN_EMAILS: remove ana.admin@example.com from it instead.`,
    );
  });
});
