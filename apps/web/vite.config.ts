import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScripts } from './bootScript';
import { compileHints } from './compileHints';
import firstRoutes from './firstRoutes.json';
import { routePreloads } from './routePreloads';

/**
 * The routes whose lazy modules the server's `index.html` names for preloading (firstRoutes.json,
 * the first routes a visit lands on, also read by scripts/check-size.mjs). The landing page's
 * one chunk is requested by the entry at once and needs no preload.
 */
const preloaded = { '/reels': firstRoutes['/reels'], '/login': firstRoutes['/login'] };

/**
 * The web app's build. Workspace packages export their TypeScript sources, so Vite
 * compiles them here and the vanilla-extract plugin turns their `.css.ts` files into CSS.
 */
export default defineConfig({
  plugins: [
    react(),
    // Lingui's macros (`t`, `Trans`, `msg`, `plural`) become catalog look-ups by id, in the
    // app's and the stores' sources only (ADR 0143); the PO catalogs compile on import.
    babel({
      include: /(?:apps[\\/]web[\\/]src|packages[\\/]stores[\\/]src)[\\/].*\.tsx?$/,
      exclude: [/[\\/]node_modules[\\/]/, /\.css\.ts$/],
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
    vanillaExtractPlugin(),
    // The boot scripts, each bundled alone: /reels's (src/boot/reelsBoot.ts) as
    // dist/reels-boot.js, and the theme's (src/boot/themeBoot.ts, every page's head) as
    // dist/theme-boot.js. The server inlines both.
    bootScripts({
      'reels-boot.js': 'src/boot/reelsBoot.ts',
      'theme-boot.js': 'src/boot/themeBoot.ts',
    }),
    // Arriving on /reels, index.html (from the server) starts the first video with
    // reels-boot.js, inlined, and hands it the feed page's, the stores' and the signed-in
    // layout's chunks to start after the first frame. Arriving on /login, it preloads the page's and the stores' chunks, which the
    // app would otherwise fetch one after the other (the page renders inside the stores').
    routePreloads(preloaded, { '/reels': '/reels-boot.js' }),
    // The same first routes' scripts carry V8's eager-compile hint (ADR 0069).
    compileHints([...new Set(Object.values(firstRoutes).flat())]),
  ],
  server: {
    // The combined server (`pnpm --filter @flick/server dev`) mounts the four hosts at /api/*.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // The size budget (scripts/check-size.mjs) follows the chunk graph in the manifest.
    manifest: true,
    // One stylesheet for the app (35 kB, about what the entry's CSS was while the entry held
    // every layout): split per chunk, the entry's CSS came in three files, and on /reels each
    // extra request in the head shares the browser's six connections with the boot script's
    // feed request (first frame, throttled cold: 449 ms with one file, 536 ms with three).
    cssCodeSplit: false,
    emptyOutDir: true,
    // A script chunk may take up to 120 s (docs/product.md#constants); the app gives up on one
    // after that (src/routes/chunkTimeout.ts) and shows the offline/retry screen.
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Capture only the packages themselves: pulling their dependencies (React) in
          // would make every page import these chunks statically.
          includeDependenciesRecursively: false,
          groups: [
            // Push messaging and the emoji picker are big and rarely needed: each gets
            // its own chunk, loaded only when used (size budget, docs/architecture.md#performance).
            {
              name: 'firebase',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@?firebase/,
            },
            { name: 'emoji-picker', test: /node_modules[\\/].*emoji-picker-react/ },
            // React, the router and the few shared primitives the shell renders, in one chunk:
            // left to themselves they split into several, and each is one more request in
            // /reels's head beside the boot script's feed request. Not
            // `@floating-ui/react-dom` (the popovers' positioning): it stays with the popovers,
            // else the shell imports it from their chunk, which imports the shell (ADR 0067).
            // Also the few small modules the signed-out pages (landing, watch page) share with the
            // signed-in ones (router links, motion and breakpoint tokens, the design system's
            // link, the sign-in providers' reading, the API hosts, the count wording): left alone
            // each becomes a chunk of its own in /reels's head (ADR 0105). With them the design
            // system's messages provider, its first screen's English and its count formats: the
            // shell's Spinner reads them, and a chunk of their own would import the shell back.
            // And the app's language (Lingui's runtime, the rule, English's first catalog and the
            // loaders of the others with Vite's preload helper, ADR 0143): left alone they split into
            // small chunks of their own.
            {
              name: 'shell',
              test: /node_modules[\\/].*(?:(?<!@floating-ui)[\\/]react-dom[\\/]|[\\/]scheduler[\\/]|[\\/]react-router|[\\/]react[\\/]|@radix-ui[\\/]react-(?:slot|primitive|compose-refs|visually-hidden|direction)[\\/]|@vanilla-extract[\\/]recipes[\\/])|design-system[\\/]src[\\/](?:primitives[\\/](?:VisuallyHidden|Spinner)[\\/]|components[\\/](?:link\.tsx|pluralCount\.ts)|tokens[\\/](?:motion|breakpoints)\.ts|i18n[\\/](?:MessagesProvider\.tsx|format\.ts|en[\\/]core\.ts))|apps[\\/]web[\\/]src[\\/](?:reels[\\/]links\.tsx|hosts\.ts|i18n[\\/](?:localeRule|i18n|languagePreference|LanguageProvider)\.tsx?|ports[\\/]storage\.ts|locales[\\/]en[\\/]first\.po)|node_modules[\\/].*@lingui[\\/](?:core|react)[\\/]|vite[\\/]preload-helper|api-types[\\/]src[\\/]hosts\.ts|stores[\\/]src[\\/]session[\\/]signInProviders/,
            },
            // What every route but / and the not-found page needs before it shows: MobX, the
            // stores, their API clients and the toasts, as one chunk (one request, one gzip
            // stream) beside the entry, which the landing page loads alone.
            // eventsource-parser (the notification stream's) is imported when the first stream
            // opens, into a chunk of its own: no page needs it before it shows.
            // The captions checker (api-types' captions.ts, with its WebVTT parser) stays out:
            // it loads only when a captions file is picked (ADR 0048). So do the stores' grid/
            // steps (previous and next in a grid's viewer): only the grid pages use them (ADR 0085).
            // And the calls behind a confirmed deletion (video/deleting.ts), imported when one is
            // confirmed (docs/product.md#deleting-videos-and-comments), and the saving of a
            // download (video/downloading.ts, src/ports/saveDownload.ts), when Download is pressed,
            // the handing over of a share's link (src/ports/share.ts), when Share is, and the
            // push token's code (src/ports/pushToken.ts), when a token is asked for.
            // And the caption code (the links of a shown caption, the draft's suggestions, count
            // and switches) and the edit sheet's store: they load with the caption, the upload
            // dialog or the edit sheet (ADR 0094). And the single-video views' Follow store
            // (follows/AuthorFollowStore), loaded with the first author shown (ADR 0099), and
            // the admins' queue (moderation/ModerationStore), loaded with /admin, the follow
            // requests (follows/FollowRequestsStore), loaded with their page, the own profile
            // (profile/OwnProfileStore), loaded with the settings pages, settings' blocked
            // and muted accounts and keyword filter (profile/BlockedUsersStore,
            // moderation/MutedUsersStore, KeywordFilterStore), loaded with their sections, and
            // the owner's
            // insights (insights/), loaded with their dialog (docs/product.md#insights), and
            // the saved videos (saved/), the suggestions of empty lists (suggestions/) and
            // the people lists' shared part (profile/peopleList), each loaded on first use (ADR 0109),
            // and /search's people search (search/SearchStore), loaded with its page (ADR 0110),
            // and the reading and writing of a search's `?q=` (search/searchAddress), loaded with
            // the Search and Explore pages (ADR 0140), and Search's card for an account on
            // another server (search/RemoteAccountStore), loaded with its first such search (ADR 0157),
            // and the hashtag pages' store (explore/HashtagStore), loaded with its page (ADR 0112).
            // And /explore's store (explore/ExploreStore) and the profile pages' (profile/ProfileStore),
            // each loaded with its page (ADR 0149).
            // And the calls behind the upload dialog's Upload button (upload/uploading.ts, with
            // its resumable sending, upload/resumable.ts, ADR 0097), and the dialog's Post now /
            // Save draft / Schedule choice with its rules (upload/PublishChoice.ts, api-types'
            // publication.ts), loaded with the dialog (ADR 0101),
            // imported when it is pressed (docs/product.md#upload-rules), and the media port's
            // <video> and canvas work (src/ports/videoFrames.ts), imported when a chosen file is read.
            // A captions file's line refusals (upload/captionsRefusal.ts) load with its checker.
            // The stores' texts in the language shown (src/i18n/storeTexts.ts) go with the stores.
            // Radix's useSize (the player's progress slider and the menus' positioning) rides
            // here: left alone it becomes a chunk of its own between the feed and the menus,
            // which /reels then loads as one more, worse-compressed file (ADR 0109).
            {
              name: 'stores',
              test: /node_modules[\\/].*(?:mobx|openapi-fetch|@radix-ui[\\/]react-use-size[\\/])|packages[\\/](?:stores[\\/]src(?![\\/](?:session[\\/]signInProviders|grid[\\/]|video[\\/](?:deleting|downloading)|caption[\\/]|video[\\/]VideoEditStore|follows[\\/](?:AuthorFollowStore|FollowRequestsStore|FollowListStore)|moderation[\\/](?:ModerationStore|MutedUsersStore|KeywordFilterStore|FederationAdminStore)|search[\\/](?:SearchStore|searchAddress|RemoteAccountStore)|explore[\\/](?:HashtagStore|ExploreStore)|profile[\\/](?:BlockedUsersStore|OwnProfileStore|ProfileStore|peopleList)|insights[\\/]|saved[\\/]|suggestions[\\/]|upload[\\/](?:uploading|resumable|PublishChoice|captionsRefusal)))|api-types[\\/]src(?![\\/](?:hosts|captions|publication|errors)))|src[\\/]stores[\\/](?:StoresContext|createBrowserStores)|src[\\/]ports[\\/](?!storage|videoFrames|saveDownload|share|pushToken|toasts)|src[\\/]i18n[\\/]storeTexts|src[\\/]tokens[\\/]contract\.css/,
            },
          ],
        },
      },
    },
  },
});
