import type { Migration } from 'kysely';

/**
 * Content-area migrations, by name. Names start at `2026_11_22_0100_` so they sort
 * after the account tables they reference.
 */
export const contentMigrations: Record<string, Migration> = {};
