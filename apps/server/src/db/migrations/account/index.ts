import type { Migration } from 'kysely';

/** Account-area migrations, by name (date-prefixed, `2026_11_22_0001_…`; run in name order). */
export const accountMigrations: Record<string, Migration> = {};
