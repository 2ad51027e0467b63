import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// React, Radix and the other runtime dependencies are installed in the design-system
// package, not at the repository root (pnpm does not hoist them).
const designSystemRoot = fileURLToPath(new URL('../packages/design-system', import.meta.url));

const config: StorybookConfig = {
  // Each exported component has a usage page (`<Component>.mdx`) beside its stories; the
  // unit test `src/docsPages.test.ts` keeps the list whole.
  stories: [
    '../packages/design-system/src/**/*.mdx',
    '../packages/design-system/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Under Vitest, pre-bundle every runtime dependency up front: a dependency discovered
      // mid-run reloads the page and fails the test (CONTRIBUTING.md#known-pitfalls). The optimizer
      // resolves these names from the Vite root, so the root moves into the package, where they are
      // installed. `storybook dev` keeps the repository root and discovers them itself.
      ...(process.env.VITEST
        ? {
            root: designSystemRoot,
            optimizeDeps: {
              include: [
                'react',
                'react/jsx-runtime',
                'react/jsx-dev-runtime',
                'react-dom',
                'react-dom/client',
                '@radix-ui/react-dialog',
                '@radix-ui/react-dropdown-menu',
                '@radix-ui/react-tabs',
                '@radix-ui/react-visually-hidden',
                '@vanilla-extract/recipes/createRuntimeFn',
                '@vanilla-extract/css/adapter',
                '@vanilla-extract/dynamic',
                'culori/fn',
                'react-hot-toast',
                'emoji-picker-react',
              ],
            },
          }
        : {}),
    });
  },
};

export default config;
