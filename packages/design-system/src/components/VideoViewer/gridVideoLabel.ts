import { gridTexts } from '../../i18n/en/grid';
import type { DesignSystemMessages } from '../../i18n/messages';
/** At most this many characters of a caption go into a viewer's name. */
export const CAPTION_START_LENGTH = 40;

/** What names a video opened from a grid. */
export interface GridVideoLabelParts {
  /** Its number in the grid, from 1: the number its tile's `Open video 3` says. */
  position: number;
  /** How many videos the grid has, when all are known; null or absent while more may load. */
  total?: number | null;
  userName: string;
  caption?: string | null;
}

/**
 * The name of a video opened from a grid: the viewer's dialog and region take it, and its live
 * region reads it after each move, so it differs from one video to the next even when they
 * share an owner: `Video 3 of 12 by maya.travels: Sunset over the bay`. `of 12` only when the
 * grid's whole list is known (a paged grid that may grow says `Video 3 by …`); the caption is
 * cut to its start, at a word, with an ellipsis.
 */
export function gridVideoLabel(
  { position, total, userName, caption }: GridVideoLabelParts,
  messages: Pick<DesignSystemMessages, 'gridVideo'> = gridTexts,
): string {
  const text = (caption ?? '').replace(/\s+/g, ' ').trim();
  let start = text;
  if (text.length > CAPTION_START_LENGTH) {
    const cut = text.slice(0, CAPTION_START_LENGTH);
    const space = cut.lastIndexOf(' ');
    start = `${(space > CAPTION_START_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return messages.gridVideo({ position, total: total ?? null, userName, caption: start });
}
