/**
 * `pnpm flick …`: the operator's commands, on the database the server uses (DATA_DIR or
 * DATABASE_URL, the same configuration). On the embedded database, stop the server first:
 * one process per DATA_DIR.
 */

import { BACKUP_USAGE, backup, type InstallPlaces, restore } from './operator/backup';
import {
  CommandRefusedError,
  formatMoveResult,
  MIGRATE_USAGE,
  moveToPostgres,
} from './operator/moveToPostgres';
import { type Config, ConfigError, loadConfig } from './platform/config/config';
import { openDatabase } from './platform/db/connect';
import { DataDirLockedError } from './platform/db/lockFile';
import { migrateToLatest } from './platform/db/migrate';
import { originalsFromConfig, storageFromConfig } from './platform/media/media.plugin';
import {
  ADMIN_SOURCES,
  AdminCommandError,
  grantAdmin,
  listAdmins,
  revokeAdmin,
} from './rules/moderation/admins';

export const USAGE = `Usage:
  pnpm flick admin list                      the admins, and why each is one
  pnpm flick admin grant <@name | email>     make an account an admin
  pnpm flick admin revoke <@name | email>    end an account's admin role
  ${MIGRATE_USAGE}
  ${BACKUP_USAGE}`;

/** A command's printed answer, and whether it succeeded. */
interface Outcome {
  out: string;
  ok: boolean;
}

async function run(args: string[]): Promise<Outcome> {
  if (args[0] === 'migrate') return migrate(args.slice(1));
  if (args[0] === 'backup' || args[0] === 'restore') {
    const [command, dir, ...rest] = args;
    if (!dir || rest.length > 0) throw new AdminCommandError(USAGE);
    const places = installPlaces(loadConfig());
    return command === 'backup' ? backup(places, dir) : restore(places, dir);
  }
  return { out: await admin(args), ok: true };
}

/** `migrate --to <url>`: this DATA_DIR's database into an empty PostgreSQL (ADR 0121). */
async function migrate(args: string[]): Promise<Outcome> {
  const at = args.indexOf('--to');
  const to = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--to='))?.slice(5);
  if (!to || args.length !== (at >= 0 ? 2 : 1)) throw new AdminCommandError(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CommandRefusedError(
      'DATABASE_URL is set: this install already runs on PostgreSQL. The command moves the embedded database of DATA_DIR; unset DATABASE_URL to run it.',
    );
  }
  const result = await moveToPostgres({
    dataDir: config.dataDir,
    targetUrl: to,
    ...(config.s3
      ? { buckets: { media: storageFromConfig(config), originals: originalsFromConfig(config) } }
      : {}),
  });
  return { out: formatMoveResult(result), ok: result.ok };
}

/** Where the configured install keeps its database and media. */
function installPlaces(config: Config): InstallPlaces {
  return {
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.s3
      ? {
          s3: {
            options: {
              bucket: config.s3.bucket,
              prefix: config.s3.prefix,
              ...(config.s3.endpoint ? { endpoint: config.s3.endpoint } : {}),
              ...(config.s3.region ? { region: config.s3.region } : {}),
            },
            media: storageFromConfig(config),
            originals: originalsFromConfig(config),
          },
        }
      : {}),
  };
}

async function admin(args: string[]): Promise<string> {
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
  ({ out, ok }) => {
    console.info(out);
    if (!ok) process.exit(1);
  },
  (err: unknown) => {
    const known =
      err instanceof ConfigError ||
      err instanceof AdminCommandError ||
      err instanceof CommandRefusedError;
    const locked = err instanceof DataDirLockedError ? ' Stop the server first.' : '';
    console.error(known || err instanceof Error ? `${(err as Error).message}${locked}` : err);
    process.exit(1);
  },
);
