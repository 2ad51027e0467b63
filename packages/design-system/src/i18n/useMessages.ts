import { useContext, useMemo } from 'react';
import { englishMessages } from './english';
import { MessagesContext } from './MessagesProvider';
import type { DesignSystemMessages } from './messages';

// Apart from the provider: it reads every area's English, which the components' own
// `useTexts` leaves to each screen's chunk.
/** All the active messages (English unless a `MessagesProvider` gives others). */
export function useMessages(): DesignSystemMessages {
  const { messages } = useContext(MessagesContext);
  return useMemo(() => ({ ...englishMessages, ...messages }), [messages]);
}
