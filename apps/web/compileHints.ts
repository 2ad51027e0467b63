import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** V8's file-level compile hint (Chromium 136+): compile every function of the file eagerly. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the scripts a first visit runs at once (the entry, the given pages' chunks and every
 * chunk they import statically) with V8's explicit compile hint (ADR 0069). V8 then compiles
 * their functions while the file streams in, off the main thread, instead of one by one on
 * the main thread when React first calls them: on /reels under a 4× CPU slow-down the app's
 * first render task and the entry's evaluation each got shorter (figures in the ADR). Browsers
 * without the hint read a comment. Lazy chunks (the emoji picker, push messaging) stay lazy.
 */
export function compileHints(pages: string[]): Plugin {
  return {
    name: 'flick:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const marked = new Set<OutputChunk>();
      const mark = (chunk: OutputChunk | undefined) => {
        if (!chunk || marked.has(chunk)) return;
        marked.add(chunk);
        for (const file of chunk.imports) mark(byFile.get(file));
      };
      const found = new Set<string>();
      for (const chunk of chunks) {
        const source = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
        const page = pages.find((name) => source.endsWith(`/${name}`));
        if (page) found.add(page);
        if (chunk.isEntry || page) mark(chunk);
      }
      const missing = pages.filter((page) => !found.has(page));
      if (missing.length > 0) this.error(`compile hints: no chunk for ${missing.join(', ')}`);
      for (const chunk of marked) chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
    },
  };
}
