import { defineConfig } from '@lingui/cli';
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's catalogs (ADR 0143): English is the source, Spanish and Arabic are shipped,
 * `pseudo` is the pseudo-locale (accented) for finding clipped text. One PO file per locale in
 * src/locales/{locale}/messages.po, extracted from the app's sources and the stores' messages;
 * `@lingui/vite-plugin` compiles the one a page asks for into plain functions (no parser at run time).
 */
const config: LinguiConfig = defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/../../packages/stores/src'],
      exclude: ['**/*.test.*', '**/*.css.ts', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});

export default config;
