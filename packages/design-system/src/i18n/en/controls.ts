// English, the form controls' own words: confirm, search, password and file fields (ADR 0135). One module
// per area, so each screen's chunk carries only its own words.
import type { DesignSystemMessages } from '../messages';

export const controlsTexts = {
  confirm: 'Confirm',
  search: 'Search',
  clearSearch: 'Clear search',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  chooseFile: 'Choose file',
  noFileChosen: 'No file chosen',
  removeFile: 'Remove file',
} satisfies Partial<DesignSystemMessages>;
