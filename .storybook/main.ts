import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// React, Radix and the other runtime dependencies are installed in the design-system
// package, not at the repository root (pnpm does not hoist them).
const designSystemRoot = fileURLToPath(new URL('../packages/design-system', import.meta.url));

const config: StorybookConfig = {
  stories: ['../packages/design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    return mergeConfig(viteConfig, {
      // Under Vitest the dependency optimizer resolves `optimizeDeps.include` from the root;
      // rooting it in the package lets it find react & co. before the first test runs.
      ...(process.env.VITEST ? { root: designSystemRoot } : {}),
      plugins: [vanillaExtractPlugin()],
      // Without this the first cold run re-optimizes mid-test and fails (TOOLCHAIN.md).
      optimizeDeps: {
        include: [
          'react',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-dom',
          'react-dom/client',
          '@radix-ui/react-dialog',
          '@radix-ui/react-tabs',
          '@radix-ui/react-visually-hidden',
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/css/adapter',
          'react-hot-toast',
          'emoji-picker-react',
        ],
      },
    });
  },
};

export default config;
