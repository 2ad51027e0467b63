import { defineConfig } from '@lingui/cli';
import { extractor as babelExtractor } from '@lingui/cli/api';
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { STORE_TEXT_FILES, storeMessagesExtractor } from './lingui.storeMessages';

/**
 * The web app's catalogs (ADR 0143): English is the source, Spanish and Arabic are shipped,
 * `pseudo` is the pseudo-locale (accented) for finding clipped text. PO files per locale in
 * src/locales/{locale}/, extracted from the app's sources and the stores' messages file;
 * `@lingui/vite-plugin` compiles the one a page asks for into plain functions (no parser at run time).
 */
/**
 * The first route's and the signed-in shell's sources (the feed, its player and what it opens
 * without a route of its own, the navigation).
 */
const FIRST = [
  '<rootDir>/src/App.tsx',
  '<rootDir>/src/boot',
  '<rootDir>/src/i18n',
  '<rootDir>/src/layouts',
  '<rootDir>/src/pages/FeedPage.tsx',
  '<rootDir>/src/routes',
];
/**
 * The player's modules whose texts show after the first frame, each loaded with the `screens`
 * texts (`withScreenTexts`, or inside a screen's route): the feed tabs, the owner's actions,
 * the follow lists, the comments, the keyboard help (and its key map's labels), and the
 * single-video views of /reels/{id} and the grids. The rest of src/reels is first.
 */
const LATER_REELS = [
  'AuthorFollow',
  'CommentsPanel',
  'CommentsSheet',
  'FeedTabsBar',
  'FollowListBox',
  'KeyboardHelp',
  'keyMap',
  'OwnerActions',
  'SelectedVideo',
  'TabFeed',
  'VideoDate',
  'VideoDialog',
  'VideoPanel',
];
const NOT_SOURCES = ['**/*.test.*', '**/*.css.ts', '**/node_modules/**'];
const dirOrFile = (path: string) => (path.endsWith('.tsx') ? path : `${path}/**`);

const config: LinguiConfig = defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en', default: 'en' },
  // Two catalogs per locale: `first` holds the texts of the /reels first route and the
  // signed-in shell (English's compiled into the first route), `screens` every other screen's,
  // fetched with the first screen that needs it (src/i18n/i18n.ts).
  catalogs: [
    {
      name: 'first',
      path: '<rootDir>/src/locales/{locale}/first',
      include: [...FIRST, '<rootDir>/src/reels'],
      exclude: [...LATER_REELS.map((name) => `<rootDir>/src/reels/${name}.*`), ...NOT_SOURCES],
    },
    {
      name: 'screens',
      path: '<rootDir>/src/locales/{locale}/screens',
      // With the stores' texts (lingui.storeMessages.ts): toasts and errors of every screen.
      include: [
        '<rootDir>/src',
        ...STORE_TEXT_FILES.map((file) => `<rootDir>/../../packages/stores/src/${file}`),
      ],
      exclude: [
        ...FIRST.map(dirOrFile),
        `<rootDir>/src/reels/!(${LATER_REELS.join('|')}).*`,
        ...NOT_SOURCES,
      ],
    },
  ],
  // The first that matches a file reads it: the stores' texts files, then every source.
  extractors: [storeMessagesExtractor, babelExtractor],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});

export default config;
