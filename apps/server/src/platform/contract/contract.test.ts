import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILES, findContractDir } from './contract';

/** A character V8 cannot keep in a one-byte string (beyond U+00FF). */
const WIDE = /[\u{100}-\u{10ffff}]/u;

describe('the contract files', () => {
  // The server parses these files at start. A file holding one character beyond Latin-1
  // (an em dash, an ellipsis) is a two-byte string, and on Node 20 the field names sliced from
  // it are kept as two-byte strings for the life of the process: every answer whose JSON names
  // such a field (`userId`, `createdAt`, `userName`…) becomes two-byte text, which Node sizes
  // and encodes on a slow path, twice per answer (ADR 0074).
  it('hold Latin-1 text only, so the field names the server reads from them are one-byte strings', () => {
    const dir = findContractDir();
    const wide: string[] = [];
    for (const file of CONTRACT_FILES) {
      const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
      for (const [i, line] of lines.entries()) {
        const found = WIDE.exec(line);
        if (found) wide.push(`${file}:${i + 1}: ${JSON.stringify(found[0])} in ${line.trim()}`);
      }
    }
    expect(wide).toEqual([]);
  });
});
