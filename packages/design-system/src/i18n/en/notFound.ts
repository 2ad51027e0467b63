// English, the not-found page (ADR 0135). One module per area, so each screen's chunk carries only
// its own words.
import type { DesignSystemMessages } from '../messages';

export const notFoundTexts = {
  notFoundTitle: "Sorry, this page isn't available.",
  notFoundText: 'The link you followed may be broken, or the page may have been removed.',
  notFoundLink: 'Go back to your profile',
} satisfies Partial<DesignSystemMessages>;
