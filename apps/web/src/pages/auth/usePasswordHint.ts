import { PASSWORD_MIN_LENGTH } from '@flick/api-types';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/**
 * The hint under a new-password field in the language shown ("At least 8 characters." in
 * English, the stores' `passwordHint`): the length is the contract's.
 */
export function usePasswordHint(): string {
  const { t } = useLingui();
  return t`${plural(PASSWORD_MIN_LENGTH, {
    one: 'At least # character.',
    other: 'At least # characters.',
  })}`;
}
