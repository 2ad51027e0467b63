// English, the offline screen, on the app's first load (ADR 0135). One module per area, so each
// screen's chunk carries only its own words.
import type { DesignSystemMessages } from '../messages';

export const offlineTexts = {
  offlineTitle: 'You are Offline',
  offlineText: 'Please check your internet connection and try again.',
  retry: 'Retry',
} satisfies Partial<DesignSystemMessages>;
