import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The errors catalog: one message per `ErrorCode` of the contract (the id is the code; the
 * English text is the server's `message` for it). Written by hand in PO, compiled by
 * `lingui compile` into src/errors/locales/<locale>.ts for the server and the clients.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ar'],
  catalogs: [{ path: '<rootDir>/src/errors/locales/{locale}', include: [] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
