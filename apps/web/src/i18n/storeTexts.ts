import { builtTextOf, storeMessageGroups } from '@flick/stores';
import { i18n } from '@lingui/core';
import { serverCodeOf } from './i18n';

/**
 * The stores' texts in the language shown (ADR 0143, ADR 0148). The stores keep their English
 * (`packages/stores/src/messages.ts`, every group in `storeMessageGroups`); the catalogs carry
 * each as `stores.<group>.<key>` (lingui.storeMessages.ts reads them). Where the app shows a
 * store's text (a toast, an error, the feed's why-sheet), this finds its id by the English
 * and answers the translation, or the text itself when it is neither the stores' nor a
 * server's coded message, or its catalog is not here yet. A text the stores built with
 * values (a download's progress) is filled again from its values in the language shown,
 * numbers through Intl.
 */
let ids: Map<unknown, string> | undefined;
function idsOf(): Map<unknown, string> {
  if (!ids) {
    ids = new Map();
    for (const [group, texts] of Object.entries(storeMessageGroups)) {
      addTexts(ids, group, texts as Record<string, unknown>);
    }
  }
  return ids;
}
function addTexts(into: Map<unknown, string>, group: string, texts: Record<string, unknown>) {
  // A plain text by its English, a text with values by itself (its function).
  for (const [key, value] of Object.entries(texts)) {
    if (!into.has(value)) into.set(value, `stores.${group}.${key}`);
  }
}
const idOf = (text: unknown): string | undefined => idsOf().get(text);

/**
 * The texts of a store area that loads on first use (the saved videos' `savedMessages`, the
 * suggestions'), made known by the app's module that shows them, which loads with that area:
 * importing them here would put the area's code in the first route.
 */
export function addStoreTexts(group: string, texts: Record<string, unknown>): void {
  addTexts(idsOf(), group, texts);
}

/**
 * A store's text as the page shows it: translated when it is one of the stores' own (filled
 * with its values when it was built with some), or a server's message the contract gives a
 * code (the errors catalog, keyed by that code).
 */
export function storeText(text: string): string {
  const built = builtTextOf(text);
  if (built) {
    // A text with values by its function; one built once (the password hint) by its English.
    const id = idOf(built.text) ?? idOf(text);
    return id !== undefined && i18n.messages[id] !== undefined ? i18n._(id, built.values) : text;
  }
  const id = idOf(text) ?? serverCodeOf(text);
  return id !== undefined && i18n.messages[id] !== undefined ? i18n._(id) : text;
}
