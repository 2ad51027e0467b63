import { describe, expect, it } from 'vitest';
import {
  CAPTIONS_NO_CUES,
  CAPTIONS_NO_HEADER,
  CAPTIONS_TOO_BIG,
  checkCaptions,
  MAX_CAPTIONS_BYTES,
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
    });
  });

  it('refuses a cue that ends after the video (beyond the slack)', () => {
    const text = 'WEBVTT\n\n00:00.000 --> 00:01.000\nOk\n\n00:04.000 --> 00:09.000\nLate\n';
    expect(checkCaptions(text, { videoSeconds: 5 })).toEqual({
      ok: false,
      message: 'Captions line 6: the caption ends after the video (5 s).',
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
});
