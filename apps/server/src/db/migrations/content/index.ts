import type { Migration } from 'kysely';
import * as createContent from './2026_11_22_0100_create_content';

/**
 * Content-area migrations, by name. Names start at `2026_11_22_0100_` so they sort
 * after the account tables they reference.
 */
export const contentMigrations: Record<string, Migration> = {
  '2026_11_22_0100_create_content': createContent,
};
