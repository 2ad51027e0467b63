import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Bundles each page script (`scripts`: file name in `dist` → its TypeScript entry) on its own,
 * as one classic script (an IIFE with every import inlined and minified), and adds it to the
 * build. The server inlines such a script in a page's head (`route-preloads.json`'s `boot`),
 * so it must stand alone: no imports, no chunks shared with the app. Its rules stay typed and
 * imported from their one home (storage keys, feed address, layout sizes) instead of copied.
 */
export function bootScripts(scripts: Record<string, string>): Plugin {
  let root = process.cwd();
  return {
    name: 'flick:boot-scripts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      for (const [fileName, entry] of Object.entries(scripts)) {
        const result = await build({
          configFile: false,
          root,
          logLevel: 'warn',
          publicDir: false,
          build: {
            write: false,
            emptyOutDir: false,
            minify: true,
            copyPublicDir: false,
            lib: {
              entry: path.resolve(root, entry),
              formats: ['iife'],
              name: 'flickBoot',
              fileName: () => fileName,
            },
          },
        });
        const outputs = Array.isArray(result) ? result : [result];
        const chunks = outputs.flatMap((output) =>
          'output' in output ? output.output.filter((item) => item.type === 'chunk') : [],
        );
        if (chunks.length !== 1 || !chunks[0]) {
          this.error(`${entry} must bundle into one script, got ${chunks.length}`);
        }
        const code = chunks[0].code;
        // Inlined in a <script> element: nothing may close it early.
        if (/<\/script|<!--/i.test(code)) this.error(`${fileName} contains </script or <!--`);
        this.emitFile({ type: 'asset', fileName, source: code });
      }
    },
  };
}
