import { ThemeSwitch } from '@flick/design-system';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useThemePreference } from '../../theme/themePreference';
import * as styles from '../Page.css';

/**
 * Settings' Appearance section: System / Light / Dark, remembered on this browser
 * (docs/product.md#settings).
 */
export function ThemeSection() {
  const { t } = useLingui();
  const titleId = useId();
  const { preference, setPreference } = useThemePreference();
  return (
    <section aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId}>
        {t`Appearance`}
      </h2>
      <ThemeSwitch value={preference} onValueChange={({ value }) => setPreference(value)} />
    </section>
  );
}
