/// <reference path="./types/webvtt-parser.d.ts" />
/**
 * Captions (WebVTT): the one home of the rules a captions file must meet, used by the web
 * client before anything is uploaded and by the server before anything is stored
 * (docs/product.md#captions, ADR 0048). Parsing is W3C's `webvtt-parser`; this module
 * decides what is refused and writes the sanitized file that is stored.
 */
import webvtt from 'webvtt-parser';

/** The largest captions file accepted, in bytes (256 KiB). */
export const MAX_CAPTIONS_BYTES = 256 * 1024;
/** How far past the video's end a cue may run (rounding in editors and encoders). */
export const CAPTIONS_END_SLACK_SECONDS = 1;
/**
 * The deepest cue markup accepted (`<b><i>…` counts 2). Real captions nest two or three
 * spans; the parser and the sanitizer recurse per level, and a few thousand levels in a
 * small file overflow the stack, so nesting is measured before anything is parsed.
 */
export const MAX_CAPTIONS_NESTING = 32;
/** The content type captions are sent and served with. */
export const CAPTIONS_CONTENT_TYPE = 'text/vtt';

export const CAPTIONS_TOO_BIG = 'The captions file must be 256 KiB or smaller.';
export const CAPTIONS_NO_HEADER = 'The captions file must start with a WEBVTT line.';
export const CAPTIONS_NO_CUES = 'The captions file has no captions in it.';
export const CAPTIONS_NOT_TEXT = 'The captions file must be UTF-8 text.';

/** The message of a file whose cue at `line` is malformed (`problem` is the parser's). */
export function captionsLineProblem(line: number, problem: string): string {
  return `Captions line ${line}: ${problem}`;
}

/** The message of a cue whose markup nests deeper than `MAX_CAPTIONS_NESTING`. */
export function captionsTooDeep(line: number): string {
  return `Captions line ${line}: tags may be nested at most ${MAX_CAPTIONS_NESTING} deep.`;
}

/**
 * The first line (1-based) where cue markup opens more than `MAX_CAPTIONS_NESTING` tags
 * that are not yet closed, or null. A blank line ends a cue and with it every open tag;
 * timestamp tags (`<00:01.000>`) and end tags do not open anything. Linear in the text.
 */
export function deepMarkupLine(text: string): number | null {
  let depth = 0;
  let line = 1;
  let lineHasText = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (c === 13 && text.charCodeAt(i + 1) === 10) i += 1;
      if (!lineHasText) depth = 0;
      line += 1;
      lineHasText = false;
      continue;
    }
    // Only an empty line ends a cue (one of spaces is cue text).
    lineHasText = true;
    if (c !== 60) continue; // '<'
    const next = text[i + 1] ?? '';
    if (next === '/') depth = Math.max(0, depth - 1);
    else if (/[A-Za-z]/.test(next)) {
      depth += 1;
      if (depth > MAX_CAPTIONS_NESTING) return line;
    }
  }
  return null;
}

/** The message of a cue that ends after the video does. */
export function captionsTooLong(line: number, videoSeconds: number): string {
  return `Captions line ${line}: the caption ends after the video (${formatSeconds(videoSeconds)}).`;
}

/** What a valid file comes out as: plain cues and the file to store. */
export interface SanitizedCaptions {
  ok: true;
  cues: { start: number; end: number; text: string }[];
  /** The file to store: header, cue timings and text with only v/i/b/u spans kept. */
  vtt: string;
}

/**
 * What a refusal about one line of the file is, for a client that says it in its own words:
 * a cue the parser refused (`problem` is the parser's own text), markup nested too deep, or
 * a cue ending after the video.
 */
export type CaptionsLineRefusal = { line: number } & (
  | { kind: 'cue'; problem: string }
  | { kind: 'tooDeep'; maxDepth: number }
  | { kind: 'tooLong'; videoSeconds: number }
);

export type CaptionsCheck =
  | SanitizedCaptions
  | { ok: false; message: string; refusal?: CaptionsLineRefusal };

/** Tags kept in cue text (voice, italic, bold, underline); every other tag keeps only its text. */
const KEPT_TAGS = new Set(['v', 'i', 'b', 'u']);

/** The entities cue text may use (with their semicolons, which the parser needs to match). */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
  '&nbsp;': '\u00a0',
};

interface CueNode {
  type: 'text' | 'object' | 'timestamp';
  name?: string;
  value?: string;
  children?: CueNode[];
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function plainText(nodes: CueNode[]): string {
  return nodes
    .map((n) => (n.type === 'text' ? (n.value ?? '') : n.children ? plainText(n.children) : ''))
    .join('');
}

function markup(nodes: CueNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += escapeText(node.value ?? '');
    else if (node.type === 'object' && node.children) {
      const inner = markup(node.children);
      const name = node.name ?? '';
      if (!KEPT_TAGS.has(name)) out += inner;
      else if (name === 'v') {
        // The speaker's name, as text: no markup or line break survives in it.
        const who = escapeText((node.value ?? '').replace(/[\r\n\t]+/g, ' ').trim());
        out += who ? `<v ${who}>${inner}</v>` : inner;
      } else out += `<${name}>${inner}</${name}>`;
    }
  }
  return out;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Seconds as a WebVTT timestamp (`HH:MM:SS.mmm`). */
export function vttTimestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}.${pad(ms % 1000, 3)}`;
}

/** Seconds as refusals give them: to a tenth. */
function roundedSeconds(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

function formatSeconds(seconds: number): string {
  return `${roundedSeconds(seconds)} s`;
}

/** The line of a file where the cue with these timings starts (for messages). */
function cueLine(lines: string[], from: number, start: number): number {
  for (let i = from; i < lines.length; i++) {
    if (lines[i]?.includes('-->')) {
      const first = lines[i]?.split('-->')[0]?.trim() ?? '';
      if (Math.abs(parseTimestamp(first) - start) < 0.0005) return i + 1;
    }
  }
  return from + 1;
}

function parseTimestamp(text: string): number {
  const parts = text.split(':').map(Number);
  return parts.reduce((acc, p) => acc * 60 + p, 0);
}

/**
 * Checks a captions file and writes its sanitized form. `videoSeconds` is the video's length
 * when known: no cue may end more than `CAPTIONS_END_SLACK_SECONDS` after it.
 * `byteLength` is the file's size as received (the text's UTF-8 size when not given).
 */
export function checkCaptions(
  text: string,
  options: { videoSeconds?: number; byteLength?: number } = {},
): CaptionsCheck {
  const bytes = options.byteLength ?? new TextEncoder().encode(text).length;
  if (bytes > MAX_CAPTIONS_BYTES) return { ok: false, message: CAPTIONS_TOO_BIG };
  if (text.includes('\uFFFD')) return { ok: false, message: CAPTIONS_NOT_TEXT };
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (!/^WEBVTT(?:[ \t].*)?$/.test(firstLine)) return { ok: false, message: CAPTIONS_NO_HEADER };
  // Before the parser, which recurses once per open tag.
  const deep = deepMarkupLine(text);
  if (deep !== null) {
    return {
      ok: false,
      message: captionsTooDeep(deep),
      refusal: { line: deep, kind: 'tooDeep', maxDepth: MAX_CAPTIONS_NESTING },
    };
  }

  const parser = new webvtt.WebVTTParser(ENTITIES);
  const parsed = parser.parse(text, 'metadata');
  const first = parsed.errors[0];
  if (first) {
    return {
      ok: false,
      message: captionsLineProblem(first.line, first.message),
      refusal: { line: first.line, kind: 'cue', problem: first.message },
    };
  }
  if (parsed.cues.length === 0) return { ok: false, message: CAPTIONS_NO_CUES };

  const lines = text.split(/\r\n|\r|\n/);
  const cues: SanitizedCaptions['cues'] = [];
  let vtt = 'WEBVTT\n';
  let searchFrom = 0;
  for (const cue of parsed.cues) {
    const line = cueLine(lines, searchFrom, cue.startTime);
    searchFrom = line;
    if (
      options.videoSeconds !== undefined &&
      cue.endTime > options.videoSeconds + CAPTIONS_END_SLACK_SECONDS
    ) {
      return {
        ok: false,
        message: captionsTooLong(line, options.videoSeconds),
        refusal: { line, kind: 'tooLong', videoSeconds: roundedSeconds(options.videoSeconds) },
      };
    }
    const children = (cue.tree?.children ?? []) as CueNode[];
    const body = markup(children)
      .replace(/\n{2,}/g, '\n')
      .trim();
    if (!body) continue;
    cues.push({ start: cue.startTime, end: cue.endTime, text: plainText(children).trim() });
    vtt += `\n${vttTimestamp(cue.startTime)} --> ${vttTimestamp(cue.endTime)}\n${body}\n`;
  }
  if (cues.length === 0) return { ok: false, message: CAPTIONS_NO_CUES };
  return { ok: true, cues, vtt };
}
