/**
 * `pnpm flick …`: the operator's commands, on the database the server uses (DATA_DIR or
 * DATABASE_URL, the same configuration). On the embedded database, stop the server first:
 * one process per DATA_DIR.
 */
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { DataDirLockedError } from './db/lockFile';
import { migrateToLatest } from './db/migrate';
import {
  ADMIN_SOURCES,
  AdminCommandError,
  grantAdmin,
  listAdmins,
  revokeAdmin,
} from './moderation/admins';

export const USAGE = `Usage:
  pnpm flick admin list                      the admins, and why each is one
  pnpm flick admin grant <@name | email>     make an account an admin
  pnpm flick admin revoke <@name | email>    end an account's admin role`;

async function run(args: string[]): Promise<string> {
  const [area, command, who] = args;
  if (area !== 'admin' || !command || !['list', 'grant', 'revoke'].includes(command)) {
    throw new AdminCommandError(USAGE);
  }
  if (command !== 'list' && !who) throw new AdminCommandError(USAGE);
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.dataDir },
  );
  try {
    await migrateToLatest(handle.db);
    if (command === 'grant') return await grantAdmin(handle.db, who as string);
    if (command === 'revoke')
      return await revokeAdmin(handle.db, who as string, config.adminEmails);
    const admins = await listAdmins(handle.db);
    if (admins.length === 0) return 'No admins yet.';
    return admins
      .map((a) => `@${a.userName}  ${a.address ?? ''}  ${ADMIN_SOURCES[a.source]}`)
      .join('\n');
  } finally {
    await handle.close();
  }
}

run(process.argv.slice(2)).then(
  (out) => {
    console.info(out);
  },
  (err: unknown) => {
    const known = err instanceof ConfigError || err instanceof AdminCommandError;
    const locked = err instanceof DataDirLockedError ? ' Stop the server first.' : '';
    console.error(known || err instanceof Error ? `${(err as Error).message}${locked}` : err);
    process.exit(1);
  },
);
