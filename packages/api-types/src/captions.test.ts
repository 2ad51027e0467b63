import { describe, expect, it } from 'vitest';
import {
  CAPTIONS_NO_CUES,
  CAPTIONS_NO_HEADER,
  CAPTIONS_TOO_BIG,
  captionsTooDeep,
  checkCaptions,
  MAX_CAPTIONS_BYTES,
  MAX_CAPTIONS_NESTING,
} from './captions';

const GOOD =
  'WEBVTT\n\n00:00.000 --> 00:01.500\nHello there\n\n00:01.500 --> 00:03.000\nSecond line\n';

describe('checkCaptions', () => {
  it('accepts a valid file and writes it back with plain timings', () => {
    const result = checkCaptions(GOOD, { videoSeconds: 3 });
    expect(result).toEqual({
      ok: true,
      cues: [
        { start: 0, end: 1.5, text: 'Hello there' },
        { start: 1.5, end: 3, text: 'Second line' },
      ],
      vtt: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nHello there\n\n00:00:01.500 --> 00:00:03.000\nSecond line\n',
    });
  });

  it('refuses a file without the WEBVTT header', () => {
    expect(checkCaptions('1\n00:00:00,000 --> 00:00:01,000\nHi\n')).toEqual({
      ok: false,
      message: CAPTIONS_NO_HEADER,
    });
  });

  it('refuses a cue whose end is not after its start, naming the line', () => {
    const result = checkCaptions('WEBVTT\n\n00:02.000 --> 00:01.000\nBackwards\n');
    expect(result).toEqual({
      ok: false,
      message: 'Captions line 3: End timestamp is not greater than start timestamp.',
      refusal: {
        line: 3,
        kind: 'cue',
        problem: 'End timestamp is not greater than start timestamp.',
      },
    });
  });

  it('refuses a cue that ends after the video (beyond the slack)', () => {
    const text = 'WEBVTT\n\n00:00.000 --> 00:01.000\nOk\n\n00:04.000 --> 00:09.000\nLate\n';
    expect(checkCaptions(text, { videoSeconds: 5 })).toEqual({
      ok: false,
      message: 'Captions line 6: the caption ends after the video (5 s).',
      refusal: { line: 6, kind: 'tooLong', videoSeconds: 5 },
    });
    expect(checkCaptions(text, { videoSeconds: 8.5 }).ok).toBe(true);
  });

  it('refuses a file over the size cap', () => {
    const big = `WEBVTT\n\n00:00.000 --> 00:01.000\n${'a'.repeat(MAX_CAPTIONS_BYTES)}\n`;
    expect(checkCaptions(big)).toEqual({ ok: false, message: CAPTIONS_TOO_BIG });
  });

  it('refuses a file without cues', () => {
    expect(checkCaptions('WEBVTT\n\nNOTE nothing here\n')).toEqual({
      ok: false,
      message: CAPTIONS_NO_CUES,
    });
  });

  it('keeps voice, italic, bold and underline spans and strips every other tag', () => {
    const text =
      'WEBVTT\n\nSTYLE\n::cue { color: red }\n\n00:00.000 --> 00:01.000 align:start\n' +
      '<v Maya>Hi <b>there</b> <script>alert(1)</script><c.red>red</c> <i>it</i> <u>u</u> <img src=x onerror=alert(1)></v>\n\n' +
      '00:01.000 --> 00:02.000\n&lt;script&gt;alert(1)&lt;/script&gt; &amp; more\n';
    const result = checkCaptions(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v Maya>Hi <b>there</b> alert(1)red <i>it</i> <u>u</u> </v>\n\n' +
        '00:00:01.000 --> 00:00:02.000\n&lt;script&gt;alert(1)&lt;/script&gt; &amp; more\n',
    );
    expect(result.vtt).not.toContain('STYLE');
    expect(result.cues[1]?.text).toBe('<script>alert(1)</script> & more');
  });

  it(`refuses markup nested deeper than ${MAX_CAPTIONS_NESTING} tags, naming the line, before parsing`, () => {
    const nested = (n: number) => `${'<b>'.repeat(n)}deep${'</b>'.repeat(n)}`;
    const file = (cue: string) =>
      `WEBVTT\n\n00:00.000 --> 00:01.000\nfine\n\n00:01.000 --> 00:02.000\n${cue}\n`;
    // 5,000 levels (15 KB) overflowed the parser's stack; it is refused as a message now.
    const tooDeepAt = (line: number) => ({
      ok: false,
      message: captionsTooDeep(line),
      refusal: { line, kind: 'tooDeep', maxDepth: MAX_CAPTIONS_NESTING },
    });
    expect(checkCaptions(file(nested(5000)))).toEqual(tooDeepAt(7));
    expect(checkCaptions(file(nested(MAX_CAPTIONS_NESTING + 1)))).toEqual(tooDeepAt(7));
    expect(checkCaptions(file(nested(MAX_CAPTIONS_NESTING))).ok).toBe(true);
    // Spread over lines of one cue, even lines of spaces, it still counts as one cue's depth.
    const spread = `${'<i>'.repeat(20)}\n  \n${'<u>'.repeat(20)}x`;
    expect(checkCaptions(file(spread))).toEqual(tooDeepAt(9));
  });

  it('counts nesting per cue: closed tags, timestamps and separate cues do not add up', () => {
    const many = Array.from({ length: 40 }, (_, i) => {
      const at = `00:${String(i).padStart(2, '0')}.000 --> 00:${String(i).padStart(2, '0')}.500`;
      return `${at}\n<b>a</b> <i>b</i> <00:${String(i).padStart(2, '0')}.100><u>c</u>`;
    }).join('\n\n');
    expect(checkCaptions(`WEBVTT\n\n${many}\n`).ok).toBe(true);
  });
});
