import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useLanguagePreference } from '../../i18n/languagePreference';
import { LANGUAGES, type Language } from '../../i18n/localeRule';
import * as styles from '../Page.css';
import { useOwnProfile } from './ownProfile';
import * as local from './Settings.css';

/** Each language by its own name, as a reader of it looks for it. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', ar: 'العربية' };

/**
 * Settings' Language section: English / Español / العربية, switched at once, remembered on
 * this browser and kept on the account (PATCH /me, so its emails, SMS and push messages
 * follow); the account's language reaches this browser at sign-in (src/i18n/accountLanguage.ts,
 * docs/product.md#languages). A native select: arrow keys and type-ahead choose.
 */
export const LanguageSection = observer(function LanguageSection() {
  const { t } = useLingui();
  const titleId = useId();
  const { locale, setLanguage } = useLanguagePreference();
  const ownProfile = useOwnProfile();
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
          onChange={(event) => {
            const language = event.currentTarget.value as Language;
            setLanguage(language);
            void ownProfile.setLanguage(language);
          }}
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
});
