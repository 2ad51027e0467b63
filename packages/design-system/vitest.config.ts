import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import {
  COMPARATOR_OPTIONS,
  reviewComparator,
  VISUAL_COMPARATOR,
} from './src/visual-review/compare.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; never a downloaded browser. A missing binary fails the run. */
const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--autoplay-policy=no-user-gesture-required',
        '--font-render-hinting=none',
      ],
    },
  });

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // One jsdom per worker instead of per file: the files clean up after themselves
          // (Testing Library cleanup, toast.remove), and jsdom start-up dominated the run.
          isolate: false,
          // A busy 2-core machine can take seconds over one lazy chunk (the emoji picker).
          testTimeout: 20_000,
        },
      },
      {
        // Screenshots of every story compared with committed baselines (anti-aliasing only).
        plugins: [vanillaExtractPlugin(), react()],
        optimizeDeps: {
          include: [
            // Everything the visual run imports, so a cold run never re-optimizes mid-test.
            'axe-core',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            '@radix-ui/react-dialog',
            '@radix-ui/react-dropdown-menu',
            '@radix-ui/react-tabs',
            '@radix-ui/react-visually-hidden',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/dynamic',
            'culori/fn',
            '@storybook/react-vite',
            'storybook/test',
            'react-hot-toast',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'visual',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // Vitest's pixelmatch, which also keeps each render for the review report
                // when VISUAL_REVIEW_DIR is set (`pnpm visual:review`, ADR 0132).
                comparatorName: VISUAL_COMPARATOR,
                comparatorOptions: COMPARATOR_OPTIONS,
                comparators: {
                  [VISUAL_COMPARATOR]: reviewComparator(process.env.VISUAL_REVIEW_DIR),
                },
              },
            },
          },
        },
      },
      {
        // Every story becomes a test: render, play function, then axe (a11y: 'error').
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
