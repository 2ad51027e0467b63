import { FEED_KEYS, SEEK_STEP_SECONDS, shortcutKey } from '@flick/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a reel shortcut does (docs/product.md#player-gestures-and-keys). */
export type ReelKeyAction =
  | 'next'
  | 'previous'
  | 'togglePlay'
  | 'like'
  | 'toggleMute'
  | 'toggleFullscreen'
  | 'focusComment'
  | 'toggleCaptions'
  | 'showWhy'
  | 'showHelp';

export interface ReelKey {
  /** The page-wide action the keys run; `null` for keys a focused control answers itself. */
  action: ReelKeyAction | null;
  /** `KeyboardEvent.key` values; single letters match in either case. */
  keys: readonly string[];
  /** How the help sheet shows the keys (a key's name, such as Space, is translated). */
  keyLabels: readonly (string | MessageDescriptor)[];
  /**
   * What the help sheet says they do, translated where shown (its text is in the `screens`
   * catalog, which comes with the sheet: lingui.config.ts).
   */
  label: MessageDescriptor;
  /** A focused button, link or slider answers this key itself (Space presses a button). */
  notOnControls?: boolean;
  /** Runs instead when the page gives no handler for `action` (e.g. a video without captions). */
  otherwise?: ReelKeyAction;
}

/**
 * The one keyboard map of the feed and the viewer: `useReelKeys` runs it and the help
 * sheet (`?`) lists it, in this order. A new shortcut is one more entry here plus its
 * handler where the page passes its handlers.
 */
export const REEL_KEYS: readonly ReelKey[] = [
  // The feed's own keys (ReelFeed answers them while it has focus; this map page-wide).
  { action: 'next', keys: FEED_KEYS.next, keyLabels: ['↓', 'J'], label: msg`Next video` },
  {
    action: 'previous',
    keys: FEED_KEYS.previous,
    keyLabels: ['↑', 'K'],
    label: msg`Previous video`,
  },
  {
    action: 'togglePlay',
    keys: [' '],
    keyLabels: [msg`Space`],
    label: msg`Play or pause`,
    notOnControls: true,
  },
  { action: 'like', keys: ['l'], keyLabels: ['L'], label: msg`Like or unlike` },
  { action: 'toggleMute', keys: ['m'], keyLabels: ['M'], label: msg`Mute or unmute` },
  { action: 'toggleFullscreen', keys: ['f'], keyLabels: ['F'], label: msg`Full screen` },
  // docs/product.md#captions: a page passes `toggleCaptions` only while its video has
  // captions; on any other video C focuses the comment box, as before.
  {
    action: 'toggleCaptions',
    otherwise: 'focusComment',
    keys: ['c'],
    keyLabels: ['C'],
    label: msg`Captions on or off (Comments on a video without captions)`,
  },
  {
    action: null,
    keys: ['ArrowLeft', 'ArrowRight'],
    keyLabels: ['←', '→'],
    label: msg`Seek ${SEEK_STEP_SECONDS} s back or forward (seek bar focused)`,
  },
  // docs/product.md#for-you: only the "For you" tab passes `showWhy`.
  { action: 'showWhy', keys: ['w'], keyLabels: ['W'], label: msg`Why am I seeing this? (For you)` },
  { action: 'showHelp', keys: ['?'], keyLabels: ['?'], label: msg`Keyboard shortcuts` },
];

/** The entry a key press belongs to, if any. */
export function reelKeyFor(key: string): ReelKey | undefined {
  const normalized = shortcutKey(key);
  return REEL_KEYS.find((entry) => entry.action !== null && entry.keys.includes(normalized));
}
