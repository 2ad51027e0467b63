import type { ExtractorType } from '@lingui/conf';

/**
 * A Lingui extractor for the stores' user-facing texts (ADR 0143): the stores (no React, built
 * with tsup, no macros) keep their English strings in `packages/stores/src/messages.ts`, one
 * group per `export const <group>Messages = { key: 'text' }`; this reads each plain string
 * entry as a message with the id `stores.<group>.<key>`, so the catalogs carry their
 * translations. The web app shows a store's text translated where it shows it
 * (src/i18n/storeTexts.ts). Entries that are functions (texts with values) are not read.
 */
const GROUP = /^export const (\w+)Messages = \{\n([\s\S]*?)\n\}/gm;
const ENTRY = /^ {2}(\w+):\s*(?:\n\s*)?(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"),?$/gm;

/**
 * The stores' texts: `messages.ts`, and the store areas that load on first use, whose texts
 * live in their own module (the saved videos' `savedMessages`, the suggestions'
 * `suggestionMessages`, the upload's `publishMessages` as `stores.publish.<mode>`), read the
 * same way, so the first route does not carry them.
 */
export const STORE_TEXT_FILES = [
  'messages.ts',
  'saved/SavedStore.ts',
  'suggestions/SuggestionsStore.ts',
  'upload/PublishChoice.ts',
] as const;

export const storeMessagesExtractor: ExtractorType = {
  match: (filename) =>
    STORE_TEXT_FILES.some((file) =>
      filename.replace(/\\/g, '/').endsWith(`packages/stores/src/${file}`),
    ),
  extract(filename, code, onMessageExtracted) {
    for (const group of code.matchAll(GROUP)) {
      const [, name, body = ''] = group;
      const bodyLine = code.slice(0, group.index).split('\n').length + 1;
      for (const entry of body.matchAll(ENTRY)) {
        const text = (entry[2] ?? entry[3] ?? '').replace(/\\(.)/g, '$1');
        const line = bodyLine + body.slice(0, entry.index).split('\n').length - 1;
        onMessageExtracted({
          id: `stores.${name}.${entry[1]}`,
          message: text,
          origin: [filename, line],
        });
      }
    }
  },
};
