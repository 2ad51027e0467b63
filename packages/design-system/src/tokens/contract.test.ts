import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { CONTRAST_PAIRS } from './contrast';

// The README's token table is the contract's documentation for consumers: it must name
// every token of `vars`, no other, and the same contrast pairs as CONTRAST_PAIRS.
const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Tokens'),
  readme.indexOf('\n## ', readme.indexOf('## Tokens') + 1),
);
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split('|').map((cell) => cell.trim()));
const codes = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

describe('the README documents the theme contract', () => {
  it('lists every token of the contract and no other', () => {
    const documented = rows.flatMap((cells) => codes(cells[1])).sort();
    const contract = Object.entries(vars)
      .flatMap(([group, tokens]) => Object.keys(tokens).map((token) => `${group}.${token}`))
      .sort();
    expect(documented).toEqual(contract);
  });

  it('gives each colour the contrast pairs the themes are checked against', () => {
    const documented = rows
      .filter((cells) => codes(cells[1])[0]?.startsWith('color.'))
      .flatMap((cells) => {
        const foreground = codes(cells[1])[0]?.replace('color.', '');
        const min = cells[3]?.match(/([\d.]+):1/)?.[1];
        return codes(cells[3]).map((background) => `${foreground} on ${background} ${min}:1`);
      })
      .sort();
    const pairs = CONTRAST_PAIRS.map(
      (pair) => `${pair.foreground} on ${pair.background} ${pair.min}:1`,
    ).sort();
    expect(documented).toEqual(pairs);
  });
});
