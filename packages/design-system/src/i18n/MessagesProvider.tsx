import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { coreTexts } from './en/core';
import { formatCount, formatNumber } from './format';
import type { DesignSystemMessages } from './messages';

interface MessagesContextValue {
  /** The consumer's texts (any keys); English fills the rest. */
  messages: Partial<DesignSystemMessages>;
  locale: string;
}

const NONE: Partial<DesignSystemMessages> = {};

type NoTexts = Record<never, never>;

/** The messages' own types for an area's keys (its English literals are narrower). */
type TextsOf<T> = Pick<DesignSystemMessages, Extract<keyof T, keyof DesignSystemMessages>>;

/** The provider's context (read by `useTexts`, `useLocale` and `useMessages`). */
export const MessagesContext = createContext<MessagesContextValue>({
  messages: NONE,
  locale: 'en',
});

export interface MessagesProviderProps {
  /** The texts to use: any keys given replace English's, the rest stay English. */
  messages?: Partial<DesignSystemMessages>;
  /** BCP 47 language tag for numbers, times and durations (`en`, `es`, `ar`). Default `en`. */
  locale?: string;
  children?: ReactNode;
}

/**
 * Gives the components below it their words and locale. Without a provider they speak the
 * product's English. Set `dir="rtl"` on `<html>` (or an element around them) for a
 * right-to-left language: the layout follows the direction, the provider does not set it.
 */
export function MessagesProvider({
  messages = NONE,
  locale = 'en',
  children,
}: MessagesProviderProps) {
  const value = useMemo(() => ({ messages, locale }), [messages, locale]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/**
 * A component's texts: the shared English of the first screen (`en/core.ts`), the English of
 * its area if it has one (`en/*.ts`, so a screen's chunk carries only its own words), and the
 * consumer's over both. Inside the package; apps use `useMessages`.
 */
export function useTexts<A extends Partial<DesignSystemMessages> = NoTexts>(
  area?: A,
): TextsOf<typeof coreTexts & A> {
  const { messages } = useContext(MessagesContext);
  return useMemo(
    () => ({ ...coreTexts, ...area, ...messages }) as unknown as TextsOf<typeof coreTexts & A>,
    [area, messages],
  );
}

/** Counts and numbers in the active locale (`formatCount`, `formatNumber` of the formats). */
export function useFormats(): { count: (n: number) => string; number: (n: number) => string } {
  const { locale } = useContext(MessagesContext);
  return useMemo(
    () => ({ count: (n) => formatCount(n, locale), number: (n) => formatNumber(n, locale) }),
    [locale],
  );
}

/** The active locale (`en` unless a `MessagesProvider` gives another). */
export function useLocale(): string {
  return useContext(MessagesContext).locale;
}
