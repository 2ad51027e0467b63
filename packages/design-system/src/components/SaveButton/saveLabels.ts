import { coreTexts } from '../../i18n/en/core';
/**
 * The two labels of the Save toggle (docs/product.md#saved-videos): the button's text, and
 * the feed rail's `Save` (pressed once saved). Apart from the button, so the feed's first
 * screen carries the words without the button.
 */
export const SAVE_LABELS = { save: coreTexts.save, saved: coreTexts.saved } as const;
