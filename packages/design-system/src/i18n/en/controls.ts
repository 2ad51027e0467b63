// English, the form controls' own words: confirm, search and password fields (ADR 0135). One module
// per area, so each screen's chunk carries only its own words.
import type { DesignSystemMessages } from '../messages';

export const controlsTexts = {
  confirm: 'Confirm',
  search: 'Search',
  clearSearch: 'Clear search',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} satisfies Partial<DesignSystemMessages>;
