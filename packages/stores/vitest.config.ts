import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          // Parses the OpenAPI files once for the fake transport's checks.
          globalSetup: ['./src/testing/contractSetup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The stores against the real server in-process, each file on a fresh embedded
        // database copied from a migrated template (the server's own test setup).
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          globalSetup: ['../../apps/server/test/globalSetup.ts'],
          sequence: { groupOrder: 1 },
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
