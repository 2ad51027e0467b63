import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type DesignSystemMessages, englishMessages } from './messages';

interface MessagesContextValue {
  messages: DesignSystemMessages;
  locale: string;
}

const MessagesContext = createContext<MessagesContextValue>({
  messages: englishMessages,
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
export function MessagesProvider({ messages, locale = 'en', children }: MessagesProviderProps) {
  const value = useMemo(
    () => ({ messages: messages ? { ...englishMessages, ...messages } : englishMessages, locale }),
    [messages, locale],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The active messages (English unless a `MessagesProvider` gives others). */
export function useMessages(): DesignSystemMessages {
  return useContext(MessagesContext).messages;
}

/** The active locale (`en` unless a `MessagesProvider` gives another). */
export function useLocale(): string {
  return useContext(MessagesContext).locale;
}
