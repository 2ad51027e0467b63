import type { ExtractorType } from '@lingui/conf';
import { builtTextOf, storeMessageGroups } from '../../packages/stores/src/messages';
import { captionsRefusalMessages } from '../../packages/stores/src/upload/captionsRefusal';

/**
 * A Lingui extractor for the stores' user-facing texts (ADR 0143, ADR 0148): the stores (no
 * React, built with tsup, no macros) keep their English in `packages/stores/src/messages.ts`,
 * every group listed in its `storeMessageGroups`; this reads each entry of each group as a
 * message with the id `stores.<group>.<key>`: a plain text as it is, a text built with values
 * as its ICU template (a function's `template`, or the template of a text built once). The
 * web app shows a store's text translated where it shows it (src/i18n/storeTexts.ts).
 */

/**
 * The store areas that load on first use keep their plain texts in their own module (the
 * saved videos' `savedMessages`, the suggestions' `suggestionMessages`, the upload's
 * `publishMessages` as `stores.publish.<mode>`), so the first route does not carry them:
 * those modules are read by their `export const <group>Messages = { key: 'text' }` blocks.
 */
const AREA_TEXT_FILES = [
  'saved/SavedStore.ts',
  'suggestions/SuggestionsStore.ts',
  'upload/PublishChoice.ts',
  'moderation/FederationAdminStore.ts',
  'search/RemoteAccountStore.ts',
] as const;
/**
 * The stores files whose groups are read as modules (texts with values among them): the
 * stores' messages, and an area's texts with values loaded on first use (the captions
 * file's line refusals, `stores.captionsRefusal.<key>`).
 */
const GROUP_FILES: Record<string, Record<string, unknown>> = {
  'messages.ts': storeMessageGroups,
  'upload/captionsRefusal.ts': { captionsRefusal: captionsRefusalMessages },
};
/** Every stores file the catalogs read, under packages/stores/src. */
export const STORE_TEXT_FILES = [...Object.keys(GROUP_FILES), ...AREA_TEXT_FILES] as const;

const GROUP = /^export const (\w+)Messages = \{\n([\s\S]*?)\n\}/gm;
const ENTRY = /^ {2}(\w+):\s*(?:\n\s*)?(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"),?$/gm;

const isStoresFile = (filename: string, file: string) =>
  filename.replace(/\\/g, '/').endsWith(`packages/stores/src/${file}`);

type Found = Parameters<ExtractorType['extract']>[2];

/** A file of `GROUP_FILES`: every entry of its groups, templates for texts with values. */
function extractGroups(
  filename: string,
  code: string,
  found: Found,
  groups: Record<string, unknown>,
) {
  const lines = code.split('\n');
  for (const [group, texts] of Object.entries(groups)) {
    // The group's first line, then each key's line after it (the origin a translator reads).
    const start = lines.findIndex((line) => line.startsWith(`export const ${group}Messages =`));
    for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
      const message =
        typeof value === 'function' && 'template' in value
          ? String(value.template)
          : typeof value === 'string'
            ? (builtTextOf(value)?.text.template ?? value)
            : undefined;
      if (message === undefined) continue;
      const at = lines.findIndex((line, i) => i > start && line.startsWith(`  ${key}:`));
      found({ id: `stores.${group}.${key}`, message, origin: [filename, at + 1] });
    }
  }
}

/** An area's module: the plain string entries of its `<group>Messages` blocks. */
function extractBlocks(filename: string, code: string, found: Found) {
  for (const group of code.matchAll(GROUP)) {
    const [, name, body = ''] = group;
    const bodyLine = code.slice(0, group.index).split('\n').length + 1;
    for (const entry of body.matchAll(ENTRY)) {
      const text = (entry[2] ?? entry[3] ?? '').replace(/\\(.)/g, '$1');
      const line = bodyLine + body.slice(0, entry.index).split('\n').length - 1;
      found({ id: `stores.${name}.${entry[1]}`, message: text, origin: [filename, line] });
    }
  }
}

export const storeMessagesExtractor: ExtractorType = {
  match: (filename) => STORE_TEXT_FILES.some((file) => isStoresFile(filename, file)),
  extract(filename, code, onMessageExtracted) {
    const file = Object.keys(GROUP_FILES).find((name) => isStoresFile(filename, name));
    if (file) extractGroups(filename, code, onMessageExtracted, GROUP_FILES[file] ?? {});
    else extractBlocks(filename, code, onMessageExtracted);
  },
};
