import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLanguagePreference } from '../../i18n/languagePreference';
import { LANGUAGES, type Language } from '../../i18n/localeRule';
import * as styles from '../Page.css';
import * as local from './Settings.css';

/** Each language by its own name, as a reader of it looks for it. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', ar: 'العربية' };

/**
 * Settings' Language section: English / Español / العربية, switched at once and remembered on
 * this browser (docs/product.md#languages). A native select: arrow keys and type-ahead choose.
 */
export function LanguageSection() {
  const { t } = useLingui();
  const titleId = useId();
  const { locale, setLanguage } = useLanguagePreference();
  return (
    <section aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId}>
        {t`Language`}
      </h2>
      <label className={local.label}>
        {t`Language of the app`}
        <select
          className={local.select}
          value={locale === 'pseudo' ? 'en' : locale}
          onChange={(event) => setLanguage(event.currentTarget.value as Language)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {NATIVE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
