import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/worker.ts', 'src/seed/seed.ts', 'src/cli.ts'],
  format: 'esm',
  target: 'node20',
  clean: true,
  // The workspace's contract package ships TypeScript sources: bundle what the server takes
  // from it (the input rules of @flick/api-types/rules) instead of importing it at run time.
  noExternal: [/^@flick\/api-types/],
});
