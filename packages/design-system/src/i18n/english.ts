// The product's English in one object (ADR 0135): the areas of en/ put together. Apart from
// messages.ts, which only says the shape, so the areas can name the shape without a circle.
import { accountTexts } from './en/account';
import { commentsTexts } from './en/comments';
import { controlsTexts } from './en/controls';
import { coreTexts } from './en/core';
import { gridTexts } from './en/grid';
import { notFoundTexts } from './en/notFound';
import { offlineTexts } from './en/offline';
import { profileTexts } from './en/profile';
import { uploadTexts } from './en/upload';
import type { DesignSystemMessages } from './messages';

/** The product's English: the defaults of every component (assembled from the areas in en/). */
export const englishMessages: DesignSystemMessages = {
  ...coreTexts,
  ...controlsTexts,
  ...commentsTexts,
  ...uploadTexts,
  ...accountTexts,
  ...notFoundTexts,
  ...offlineTexts,
  ...profileTexts,
  ...gridTexts,
};
