import { defineConfig } from 'vitest/config';

/**
 * The attack run (`pnpm test:security`): authorization matrix, fuzzing, concurrency, crash
 * and XSS checks against the real server on a fresh database (PGlite, or PostgreSQL when
 * DATABASE_URL is set). Kept apart from the unit suite: it is slower, starts child
 * processes and a browser, and prints a table of figures at the end (see docs/security.md).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['security/**/*.security.ts'],
    globalSetup: ['security/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 240_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
