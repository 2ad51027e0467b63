import type { CaptionsLineRefusal } from '@flick/api-types/captions';
import { valueText } from '../messages';

/**
 * A captions file refused for one of its lines, as the page says it in its language
 * (`stores.captionsRefusal.<key>`): `@flick/api-types/captions` writes the English, passed in
 * as it is; the values let the page fill the template. The parser's `problem` is its own
 * English. Loaded with the captions checker, so the first route does not carry them.
 */
export const captionsRefusalMessages = {
  cue: valueText(
    'Captions line {line}: {problem}',
    (english: string, line: number, problem: string) => ({ english, values: { line, problem } }),
  ),
  tooDeep: valueText(
    'Captions line {line}: tags may be nested at most {maxDepth} deep.',
    (english: string, line: number, maxDepth: number) => ({ english, values: { line, maxDepth } }),
  ),
  tooLong: valueText(
    'Captions line {line}: the caption ends after the video ({seconds, number} s).',
    (english: string, line: number, seconds: number) => ({ english, values: { line, seconds } }),
  ),
};

/**
 * A refused captions file's message, with its line refusal's values kept for the page's
 * language (the English is the checker's, unchanged).
 */
export function refusalText(checked: { message: string; refusal?: CaptionsLineRefusal }): string {
  const { message, refusal } = checked;
  if (!refusal) return message;
  const texts = captionsRefusalMessages;
  if (refusal.kind === 'cue') return texts.cue(message, refusal.line, refusal.problem);
  if (refusal.kind === 'tooDeep') return texts.tooDeep(message, refusal.line, refusal.maxDepth);
  return texts.tooLong(message, refusal.line, refusal.videoSeconds);
}
