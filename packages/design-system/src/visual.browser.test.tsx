// Visual regression: every story is rendered (without its play function) in Chromium, in
// the light and the dark theme, and compared with the committed baseline in __screenshots__/;
// the dark renders are also checked with axe. Motion is frozen and videos
// show their posters, so pixels do not depend on timing. Update baselines after an
// intended change with `pnpm --filter @flick/design-system test:update-screenshots`; see
// what changed with `pnpm visual:review` (ADR 0132).
import { composeStories, type Meta } from '@storybook/react-vite';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { withLocale } from './storybook/withLocale';
import { withTheme } from './storybook/withTheme';
import type { ReviewLabel } from './visual-review/compare';
import './tokens/global.css';

type StoryModule = { default: Meta } & Record<string, unknown>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const VIEWPORTS = {
  mobile: { width: 375, height: 667 },
  desktop: { width: 1280, height: 800 },
  default: { width: 800, height: 600 },
} as const;

beforeAll(() => {
  // Freeze motion so screenshots are stable: no animations, no transitions, no caret.
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
    // Native video controls animate a loading spinner in their own shadow tree, out of
    // reach of the rule above: leave them out of the pictures.
    'video::-webkit-media-controls{display:none!important}';
  document.head.append(style);
  // Videos show their poster: playback frames would differ from run to run.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  // Full-screen stories and dialogs are captured through <body>: make it fill the viewport.
  document.body.style.minHeight = '100vh';
  document.body.style.margin = '0';
});

afterEach(async () => {
  await cleanup();
});

const slug = (text: string) => text.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');

type ComposedStory = ComponentType & {
  storyName?: string;
  globals?: { viewport?: { value?: string } };
  parameters?: { layout?: string };
};

/**
 * Resolves when `video` shows a frame, failed, or is not loading (no source, or the browser
 * stopped fetching as `preload` asks), or after 5 s.
 */
function firstFrame(video: HTMLVideoElement): Promise<void> {
  const settled = () =>
    video.readyState >= 2 || video.error !== null || video.networkState !== video.NETWORK_LOADING;
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 5000);
    for (const event of ['loadeddata', 'suspend', 'error', 'emptied']) {
      video.addEventListener(event, done, { once: true });
    }
  });
}

/** Serious and critical axe findings in the rendered document, one line each. */
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [file, module] of Object.entries(modules)) {
  const title = module.default.title ?? file;
  const compose = (theme: 'light' | 'dark') =>
    composeStories(module, {
      decorators: [withTheme, withLocale],
      initialGlobals: { theme },
    }) as Record<string, ComposedStory>;
  const themed = { light: compose('light'), dark: compose('dark') };
  describe(title, () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const [name, Story] of Object.entries(themed[theme])) {
        // The dark theme also runs axe here: the stories' own axe runs cover the light one.
        const testName = theme === 'light' ? name : `${name} (dark)`;
        test(testName, async () => {
          const viewportName = Story.globals?.viewport?.value;
          const viewport =
            viewportName === 'mobile' || viewportName === 'desktop'
              ? VIEWPORTS[viewportName]
              : VIEWPORTS.default;
          await page.viewport(viewport.width, viewport.height);
          const screen = await render(<Story />);
          // Let effects (theme class on <html>), portals and images settle.
          await new Promise((resolve) => setTimeout(resolve, 50));
          await Promise.all([
            ...[...document.images].map((image) => image.decode().catch(() => undefined)),
            // A video that loads shows its first frame: wait for it (bounded) so the
            // picture never catches it still black.
            ...[...document.querySelectorAll('video')].map((video) => firstFrame(video)),
          ]);
          if (theme === 'dark') expect(await seriousViolations()).toEqual([]);
          const portal = document.querySelector('[role="dialog"], [role="alertdialog"]');
          const target =
            portal || Story.parameters?.layout === 'fullscreen'
              ? page.elementLocator(document.body)
              : page.elementLocator(screen.container);
          const file = slug(`${title}-${name}${theme === 'dark' ? '-dark' : ''}`);
          // The story's names go with the picture for the review report (ADR 0132).
          const review: ReviewLabel = {
            file,
            title,
            story: Story.storyName ?? name,
            theme,
            test: testName,
          };
          await expect.element(target).toMatchScreenshot(file, { comparatorOptions: { review } });
        });
      }
    }
  });
}
