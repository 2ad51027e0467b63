// Visual regression: every story is rendered (without its play function) in Chromium and
// compared with the committed baseline in __screenshots__/. Motion is frozen and videos
// show their posters, so pixels do not depend on timing. Update baselines after an
// intended change with `pnpm --filter @flick/design-system test:update-screenshots`.
import { composeStories, type Meta } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { withTheme } from './storybook/withTheme';
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
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
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

for (const [file, module] of Object.entries(modules)) {
  const title = module.default.title ?? file;
  const stories = composeStories(module, {
    decorators: [withTheme],
    initialGlobals: { theme: 'light' },
  }) as Record<
    string,
    ComponentType & {
      globals?: { viewport?: { value?: string } };
      parameters?: { layout?: string };
    }
  >;
  describe(title, () => {
    for (const [name, Story] of Object.entries(stories)) {
      test(name, async () => {
        const viewportName = Story.globals?.viewport?.value;
        const viewport =
          viewportName === 'mobile' || viewportName === 'desktop'
            ? VIEWPORTS[viewportName]
            : VIEWPORTS.default;
        await page.viewport(viewport.width, viewport.height);
        const screen = await render(<Story />);
        // Let effects (theme class on <html>), portals and images settle.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await Promise.all(
          [...document.images].map((image) => image.decode().catch(() => undefined)),
        );
        const portal = document.querySelector('[role="dialog"], [role="alertdialog"]');
        const target =
          portal || Story.parameters?.layout === 'fullscreen'
            ? page.elementLocator(document.body)
            : page.elementLocator(screen.container);
        await expect.element(target).toMatchScreenshot(slug(`${title}-${name}`));
      });
    }
  });
}
