import { useId } from 'react';
import { accountTexts } from '../../i18n/en/account';
import { useTexts } from '../../i18n/MessagesProvider';
import * as styles from './ThemeSwitch.css';

/** What a person may choose: follow the system's setting, or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';

/** The choices in the order shown, with their labels. */
export const THEME_CHOICES: readonly { value: ThemePreference; label: string }[] = (
  ['system', 'light', 'dark'] as const
).map((value) => ({ value, label: accountTexts.themeChoices[value] }));

export interface ThemeSwitchProps {
  /** The chosen preference. */
  value: ThemePreference;
  /** Called with the newly chosen preference. */
  onValueChange: (change: { value: ThemePreference }) => void;
  /** The group's visible name. Defaults to `Theme`. */
  label?: string;
}

/**
 * A radio group (System / Light / Dark) for the colour theme: arrow keys move between the
 * choices, as in any radio group. Each choice has `data-state="checked" | "unchecked"`.
 */
export function ThemeSwitch({ value, onValueChange, label }: ThemeSwitchProps) {
  const t = useTexts(accountTexts);
  const name = useId();
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{label ?? t.theme}</legend>
      <div className={styles.options}>
        {THEME_CHOICES.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={styles.option}
              data-state={checked ? 'checked' : 'unchecked'}
            >
              <input
                className={styles.input}
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onValueChange({ value: choice.value })}
              />
              {t.themeChoices[choice.value]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
