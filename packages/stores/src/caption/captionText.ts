import { fieldRules } from '@flick/api-types';

/** Longest caption the server takes, in characters (the contract's `Caption.maxLength`). */
export const CAPTION_MAX_LENGTH = fieldRules.Caption.maxLength;
/** One piece of a shown caption: text, or a tag or mention to link. */
export type CaptionPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; userId: string };

/**
 * Splits a caption for display: each `#tag` the server counted (`hashtags`) and each `@name`
 * it matched to an account (`mentions`) become links; anything else stays text, so the
 * server's reading of the caption decides what links (docs/product.md#caption-hashtags-and-mentions).
 */
export function captionParts(video: {
  caption: string;
  hashtags: readonly string[];
  mentions?: readonly { userId: string; userName: string }[];
}): CaptionPart[] {
  const tags = new Set(video.hashtags.map((tag) => tag.toLowerCase()));
  const people = new Map((video.mentions ?? []).map((m) => [m.userName.toLowerCase(), m.userId]));
  const parts: CaptionPart[] = [];
  let last = 0;
  const push = (part: CaptionPart, at: number, length: number) => {
    if (at > last) parts.push({ kind: 'text', text: video.caption.slice(last, at) });
    parts.push(part);
    last = at + length;
  };
  for (const match of video.caption.matchAll(
    /(?<![\p{L}\p{N}_.@])@([\p{L}\p{N}_.]+)|#([\p{L}\p{N}_]+)/gu,
  )) {
    const at = match.index ?? 0;
    if (match[1] !== undefined) {
      const name = match[1].replace(/\.+$/, '');
      const userId = people.get(name.toLowerCase());
      if (userId) push({ kind: 'mention', text: `@${name}`, userId }, at, name.length + 1);
    } else if (match[2] !== undefined) {
      const tag = match[2].slice(0, 50).toLowerCase();
      if (tags.has(tag)) push({ kind: 'hashtag', text: match[0], tag }, at, match[0].length);
    }
  }
  if (last < video.caption.length) parts.push({ kind: 'text', text: video.caption.slice(last) });
  return parts;
}
