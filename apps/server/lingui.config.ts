import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's texts (the one-time-code message, account notices): PO catalogs written by
 * hand (ids are explicit), compiled by `lingui compile` into
 * src/platform/messaging/locales/<locale>.ts (ADR 0144).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ar'],
  catalogs: [{ path: '<rootDir>/src/platform/messaging/locales/{locale}', include: [] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
