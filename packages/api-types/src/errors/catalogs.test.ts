import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LANGUAGES } from '../generated/rules';
import { englishErrorMessages, loadErrorMessages } from './index';

const po = formatter({ lineNumbers: false });

/** A PO catalog of src/errors/locales, as Lingui reads it: id → translation. */
async function sourceCatalog(language: string): Promise<Record<string, string>> {
  const path = new URL(`./locales/${language}.po`, import.meta.url);
  const catalog = await po.parse(readFileSync(path, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: path.pathname,
  });
  return Object.fromEntries(
    Object.entries(catalog ?? {}).map(([id, entry]) => [id, entry.translation ?? '']),
  );
}

describe('the errors catalogs', () => {
  it.each(LANGUAGES)(
    '%s gives a text for every code of the contract, and holds no other',
    async (language) => {
      const source = await sourceCatalog(language);
      expect(Object.keys(source).sort()).toEqual([...ERROR_CODES].sort());
      for (const code of ERROR_CODES) expect(source[code]?.trim(), code).toBeTruthy();
      // The compiled module the server and clients import says the same (`lingui compile`).
      const compiled = await loadErrorMessages(language);
      expect(Object.keys(compiled).sort()).toEqual([...ERROR_CODES].sort());
      const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
      for (const code of ERROR_CODES) {
        expect(i18n._(code), `${language} ${code}: run \`pnpm i18n:compile\``).toBe(source[code]);
      }
    },
  );

  it('gives every code its own English text, so a message names one code', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: englishErrorMessages } });
    const texts = ERROR_CODES.map((code) => i18n._(code));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s is translated, not English left in place',
    async (language) => {
      const english = await sourceCatalog('en');
      const translated = await sourceCatalog(language);
      const untranslated = ERROR_CODES.filter((code) => translated[code] === english[code]);
      expect(untranslated).toEqual([]);
    },
  );
});
