import type { Migration, MigrationProvider } from 'kysely';
import { accountMigrations } from './account/index';
import { contentMigrations } from './content/index';
import { federationMigrations } from './federation/index';

/**
 * A static provider (not a folder scan) so the bundled server (`tsup`) carries its
 * migrations. Kysely runs them in name order.
 */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...accountMigrations, ...contentMigrations, ...federationMigrations };
  },
};
