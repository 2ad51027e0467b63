// Types of the parts of W3C's webvtt-parser (ships no types) that captions.ts uses.
declare module 'webvtt-parser' {
  interface ParsedCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
    tree?: { children: unknown[] };
  }
  interface ParseResult {
    cues: ParsedCue[];
    errors: { message: string; line: number; col?: number }[];
    styles: unknown[];
  }
  class WebVTTParser {
    constructor(entities?: Record<string, string>);
    parse(input: string, mode?: 'metadata' | 'chapters'): ParseResult;
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
