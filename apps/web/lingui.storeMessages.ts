import type { ExtractorType } from '@lingui/conf';
import { builtTextOf, storeMessageGroups } from '../../packages/stores/src/messages';

/**
 * A Lingui extractor for the stores' user-facing texts (ADR 0143, ADR 0148): the stores (no
 * React, built with tsup, no macros) keep their English in `packages/stores/src/messages.ts`,
 * every group listed in its `storeMessageGroups`; this reads each entry of each group as a
 * message with the id `stores.<group>.<key>`: a plain text as it is, a text built with values
 * as its ICU template (a function's `template`, or the template of a text built once). The
 * web app shows a store's text translated where it shows it (src/i18n/storeTexts.ts).
 */
export const storeMessagesExtractor: ExtractorType = {
  match: (filename) => /packages[\\/]stores[\\/]src[\\/]messages\.ts$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    const lines = code.split('\n');
    for (const [group, texts] of Object.entries(storeMessageGroups)) {
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
        onMessageExtracted({
          id: `stores.${group}.${key}`,
          message,
          origin: [filename, at + 1],
        });
      }
    }
  },
};
