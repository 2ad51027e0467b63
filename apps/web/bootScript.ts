import path from 'node:path';
import { build, type Plugin } from 'vite';

/** One page script bundled alone: an IIFE with every import inlined, minified. */
async function bundleScript(root: string, entry: string, fileName: string): Promise<string> {
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
    throw new Error(`${entry} must bundle into one script, got ${chunks.length}`);
  }
  const code = chunks[0].code;
  // Inlined in a <script> element: nothing may close it early.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${fileName} contains </script or <!--`);
  return code;
}

/**
 * Bundles each page script (`scripts`: file name in `dist` → its TypeScript entry) on its own,
 * as one classic script (an IIFE with every import inlined and minified), and adds it to the
 * build. The server inlines such a script in a page's head (`route-preloads.json`'s `boot`, or a
 * `<script src>` of `index.html`'s head),
 * so it must stand alone: no imports, no chunks shared with the app. Its rules stay typed and
 * imported from their one home (storage keys, feed address, layout sizes) instead of copied.
 */
export function bootScripts(scripts: Record<string, string>): Plugin {
  let root = process.cwd();
  return {
    name: 'flick:boot-scripts',
    configResolved(config) {
      root = config.root;
    },
    // The dev server has no server-side inlining: it serves each script as a plain file
    // (index.html's `<script src="/theme-boot.js">`), bundled on request.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const entry = scripts[name];
        if (!entry) return next();
        bundleScript(root, entry, name).then((code) => {
          response.setHeader('content-type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      for (const [fileName, entry] of Object.entries(scripts)) {
        let code: string;
        try {
          code = await bundleScript(root, entry, fileName);
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
        this.emitFile({ type: 'asset', fileName, source: code });
      }
    },
  };
}
