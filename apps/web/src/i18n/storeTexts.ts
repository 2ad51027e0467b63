import {
  exploreMessages,
  followersMessages,
  followingsMessages,
  moderationMessages,
  notificationMessages,
  otpMessages,
  profileMessages,
  searchMessages,
  sessionMessages,
  uploadMessages,
  videoMessages,
} from '@flick/stores';
import { i18n } from '@lingui/core';
import { serverCodeOf } from './i18n';

/**
 * The stores' texts in the language shown (ADR 0143). The stores keep their English strings
 * (`packages/stores/src/messages.ts`); the catalogs carry each as `stores.<group>.<key>`
 * (lingui.storeMessages.ts reads them). Where the app shows a store's text (a toast, an
 * error), this finds its id by the English and answers the translation, or the text itself
 * when it is neither the stores' nor a server's coded message, or its catalog is not here yet.
 */
const GROUPS: Record<string, Record<string, unknown>> = {
  explore: exploreMessages,
  followers: followersMessages,
  followings: followingsMessages,
  moderation: moderationMessages,
  notification: notificationMessages,
  otp: otpMessages,
  profile: profileMessages,
  search: searchMessages,
  session: sessionMessages,
  upload: uploadMessages,
  video: videoMessages,
};

let ids: Map<string, string> | undefined;
function idsOf(): Map<string, string> {
  if (!ids) {
    ids = new Map();
    for (const [group, texts] of Object.entries(GROUPS)) addTexts(ids, group, texts);
  }
  return ids;
}
function addTexts(into: Map<string, string>, group: string, texts: Record<string, unknown>) {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string' && !into.has(value)) into.set(value, `stores.${group}.${key}`);
  }
}
const idOf = (text: string): string | undefined => idsOf().get(text);

/**
 * The texts of a store area that loads on first use (the saved videos' `savedMessages`, the
 * suggestions'), made known by the app's module that shows them, which loads with that area:
 * importing them here would put the area's code in the first route.
 */
export function addStoreTexts(group: string, texts: Record<string, unknown>): void {
  addTexts(idsOf(), group, texts);
}

/**
 * A store's text as the page shows it: translated when it is one of the stores' own, or a
 * server's message the contract gives a code (the errors catalog, keyed by that code).
 */
export function storeText(text: string): string {
  const id = idOf(text) ?? serverCodeOf(text);
  return id !== undefined && i18n.messages[id] !== undefined ? i18n._(id) : text;
}
