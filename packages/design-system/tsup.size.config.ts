import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * Not published: a bundle of the package WITH its runtime dependencies (Radix,
 * react-hot-toast…) but without React and without the lazily loaded emoji picker,
 * minified, so the size check measures what an app really pays for the package.
 */
export default defineConfig({
  entry: { bundle: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  minify: true,
  splitting: true,
  treeshake: true,
  clean: true,
  outDir: 'node_modules/.cache/size',
  noExternal: [/^(?!react$|react-dom$|react\/|react-dom\/|emoji-picker-react).*/],
  external: ['react', 'react-dom', 'react/jsx-runtime', 'emoji-picker-react'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
