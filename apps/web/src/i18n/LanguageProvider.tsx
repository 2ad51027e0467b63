import { MessagesProvider } from '@flick/design-system';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import {
  activateLocale,
  designSystemWordsOf,
  i18n,
  isLoaded,
  loadLocale,
  loadScreenTexts,
} from './i18n';
import { useLanguagePreference } from './languagePreference';
import { type AppLocale, applyLocaleToDocument, directionOf, formatLocaleOf } from './localeRule';

/**
 * The app in its language (docs/product.md#languages): Lingui's provider for the app's own
 * texts, the design system's `MessagesProvider` with its words and locale for the
 * components', and Radix's direction. A newly chosen language shows once its catalog is here (the page stays in the
 * previous one meanwhile); `<html lang dir>` follows the language shown.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { locale } = useLanguagePreference();
  const [shown, setShown] = useState<AppLocale>(() => (isLoaded(locale) ? locale : 'en'));
  useEffect(() => {
    let current = true;
    // A switch waits for the screens' texts too: Settings, where it is made, is one of them.
    const screensToo = i18n.locale === locale ? undefined : loadScreenTexts(locale);
    Promise.all([loadLocale(locale), screensToo]).then(
      () => {
        if (!current) return;
        activateLocale(locale);
        setShown(locale);
      },
      // A catalog that did not arrive (offline): stay in the language shown.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  useLayoutEffect(() => applyLocaleToDocument(shown), [shown]);
  return (
    <I18nProvider i18n={i18n}>
      <MessagesProvider messages={designSystemWordsOf(shown)} locale={formatLocaleOf(shown)}>
        {/* Radix's tabs, menus and sliders set their own `dir` (left to right unless told). */}
        <DirectionProvider dir={directionOf(shown)}>{children}</DirectionProvider>
      </MessagesProvider>
    </I18nProvider>
  );
}
