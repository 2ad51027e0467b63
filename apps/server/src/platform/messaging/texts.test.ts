import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@flick/api-types/rules';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { messages as ar } from './locales/ar';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';

const compiled = { en, es, ar };

async function sourceCatalog(language: string): Promise<Record<string, string>> {
  const path = new URL(`./locales/${language}.po`, import.meta.url);
  const catalog = await formatter({ lineNumbers: false }).parse(readFileSync(path, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: path.pathname,
  });
  return Object.fromEntries(
    Object.entries(catalog ?? {}).map(([id, entry]) => [id, entry.translation ?? '']),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the server's texts (emails and SMS)", () => {
  it.each(LANGUAGES)(
    '%s has every text English has, with the same placeholders, compiled',
    async (language) => {
      const english = await sourceCatalog('en');
      const source = await sourceCatalog(language);
      expect(Object.keys(source).sort()).toEqual(Object.keys(english).sort());
      for (const [id, text] of Object.entries(source)) {
        expect(text.trim(), id).toBeTruthy();
        expect(placeholders(text), id).toEqual(placeholders(english[id] ?? ''));
        if (language !== 'en') expect(text, `${id} is left in English`).not.toBe(english[id]);
      }
      expect(Object.keys(compiled[language]).sort(), 'run `lingui compile`').toEqual(
        Object.keys(source).sort(),
      );
    },
  );
});
