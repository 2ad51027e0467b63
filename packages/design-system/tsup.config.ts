import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * The published build: ESM + .d.ts + one CSS file (dist/index.{js,d.ts,css}).
 * Dependencies stay external (the consumer's bundler dedupes React, Radix and
 * react-hot-toast). The emoji picker panel is split into its own chunk because
 * CommentComposer imports it with React.lazy.
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  sourcemap: true,
  // Minified output also drops the per-file comments the vanilla-extract plugin leaves in CSS.
  minify: true,
  clean: true,
  splitting: true,
  treeshake: true,
  outDir: 'dist',
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
