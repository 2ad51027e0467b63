import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect } from 'react';
import { arabicMessages } from '../i18n/ar';
import { spanishMessages } from '../i18n/es';
import { MessagesProvider } from '../i18n/MessagesProvider';
import type { DesignSystemMessages } from '../i18n/messages';

/** The locales the stories can show, with their words and direction. */
export const STORY_LOCALES: Record<
  string,
  { messages?: DesignSystemMessages; dir: 'ltr' | 'rtl'; name: string }
> = {
  en: { dir: 'ltr', name: 'English' },
  es: { messages: spanishMessages, dir: 'ltr', name: 'Español' },
  ar: { messages: arabicMessages, dir: 'rtl', name: 'العربية' },
};

/** `lang` and `dir` on <html> while mounted, as an app sets them (portals inherit them). */
function DocumentLanguage({
  locale,
  dir,
  children,
}: {
  locale: string;
  dir: string;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const before = { lang: html.lang, dir: html.dir };
    html.lang = locale;
    html.dir = dir;
    return () => {
      html.lang = before.lang;
      html.dir = before.dir;
    };
  }, [locale, dir]);
  return <>{children}</>;
}

/**
 * Storybook decorator: the `locale` global (toolbar) gives the story its messages, its
 * formats and, for Arabic, the right-to-left direction. English (the default) adds nothing.
 */
export const withLocale: Decorator = (Story, context) => {
  const locale = typeof context.globals.locale === 'string' ? context.globals.locale : 'en';
  const chosen = STORY_LOCALES[locale];
  if (!chosen || locale === 'en') return <Story />;
  return (
    <DocumentLanguage locale={locale} dir={chosen.dir}>
      <MessagesProvider locale={locale} {...(chosen.messages ? { messages: chosen.messages } : {})}>
        <Story />
      </MessagesProvider>
    </DocumentLanguage>
  );
};
