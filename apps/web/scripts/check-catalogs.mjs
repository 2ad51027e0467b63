// The catalogs' check (ADR 0143), part of `pnpm test`: runs Lingui's extractor over the sources
// (in memory, writing nothing) and fails on a message that a shipped catalog lacks or leaves
// untranslated, on an English entry that is not its source's text any more, on a pseudo-locale
// entry that is not the lengthened English
// (scripts/pseudoCatalog.mjs), and on a catalog entry that no source uses any more. Fix with
// `pnpm --filter @flick/web i18n:extract`, then translate what it added.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { pseudoOf } from './pseudoCatalog.mjs';

const config = getConfig({ cwd: new URL('..', import.meta.url).pathname });
/** Locales whose every message needs its own translation (English is the source). */
const translated = config.locales.filter(
  (locale) => locale !== config.sourceLocale && locale !== config.pseudoLocale,
);
const problems = [];
let count = 0;
for (const catalog of await getCatalogs(config)) {
  const used = await catalog.collect();
  if (!used) throw new Error('the extractor failed (see above)');
  const stored = await catalog.readAll();
  count += Object.keys(used).length;
  for (const locale of config.locales) {
    const entries = stored[locale] ?? {};
    for (const [id, message] of Object.entries(used)) {
      const entry = entries[id];
      const text = JSON.stringify(message.message ?? id);
      if (!entry || entry.obsolete) problems.push(`${locale}: missing ${text}`);
      else if (translated.includes(locale) && !entry.translation)
        problems.push(`${locale}: not translated ${text}`);
      else if (
        locale === config.pseudoLocale &&
        entry.translation !== pseudoOf(message.message ?? id)
      )
        problems.push(`${locale}: stale ${text}`);
      else if (
        locale === config.sourceLocale &&
        message.message !== undefined &&
        entry.translation &&
        entry.translation !== message.message
      )
        // An explicit id (the stores' texts) whose English changed in its source.
        problems.push(
          `${locale}: stale English ${JSON.stringify(entry.translation)} for ${text} (empty its msgstr)`,
        );
    }
    for (const [id, entry] of Object.entries(entries)) {
      if (!(id in used))
        problems.push(
          `${locale}: unused ${JSON.stringify(entry.message ?? id)} (no source has it)`,
        );
    }
  }
}
if (problems.length > 0) {
  console.error(`Catalogs out of step with the sources (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Run `pnpm --filter @flick/web i18n:extract` and translate what is missing.');
  process.exit(1);
}
console.log(`catalogs ok: ${count} messages, each in ${config.locales.join(', ')}`);
