import { LIBRARY_VARIABLES, VARIABLE_FAMILIES, VARIABLES, type Variable } from './config';

/**
 * The server's configuration table in docs/architecture.md and the repository's
 * `.env.example` are generated from the schema in `config.ts` (`pnpm gen` writes them;
 * `node scripts/check-docs.mjs` fails when one is stale or lacks a variable). The table stands
 * between these two lines.
 */
export const TABLE_START =
  '<!-- generated from apps/server/src/platform/config/config.ts by `pnpm gen`: edit the schema, not this table -->';
export const TABLE_END = '<!-- end of the generated configuration table -->';

/** The docs file, from the repository's root. */
export const CONFIG_DOC = 'docs/architecture.md';

/** Every variable and pattern of variables the table must name. */
export function configNames(): string[] {
  return [...Object.keys(VARIABLES), ...VARIABLE_FAMILIES.map(([pattern]) => pattern)];
}

/** The Markdown table, one row per variable, in the schema's order. */
export function configTable(): string {
  const rows = (Object.entries(VARIABLES) as [string, Variable][]).map(([name, spec]) => {
    const fallback = spec.default !== undefined ? `\`${spec.default}\`` : (spec.unset ?? '');
    return `| \`${name}\` | ${spec.about} | ${fallback} |`;
  });
  const families = VARIABLE_FAMILIES.map(
    ([pattern, about, unset]) => `| \`${pattern}\` | ${about} | ${unset} |`,
  );
  return ['| name | meaning | default |', '|---|---|---|', ...rows, ...families].join('\n');
}

/** The text between the markers of `doc`, or undefined when they are missing. */
function tableIn(doc: string): string | undefined {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) return undefined;
  return doc.slice(start + TABLE_START.length, end).trim();
}

/** `doc` with the table between its markers replaced by the generated one. */
export function withConfigTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`${CONFIG_DOC} has no place for the configuration table: add the two lines
${TABLE_START}
${TABLE_END}`);
  }
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${configTable()}\n\n${doc.slice(end)}`;
}

/** What is wrong with the configuration table in `doc`: missing variables, or stale. */
export function configTableProblems(doc: string): string[] {
  const table = tableIn(doc);
  if (table === undefined) {
    return [`${CONFIG_DOC}: the generated configuration table is missing; run \`pnpm gen\``];
  }
  const named = new Set(
    table
      .split('\n')
      .map((line) => /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined),
  );
  const missing = configNames().filter((name) => !named.has(name));
  if (missing.length > 0) {
    return missing.map(
      (name) =>
        `${CONFIG_DOC}: the configuration table lacks ${name}, which apps/server/src/platform/config/config.ts reads; run \`pnpm gen\``,
    );
  }
  if (table !== configTable()) {
    return [
      `${CONFIG_DOC}: the configuration table differs from apps/server/src/platform/config/config.ts; run \`pnpm gen\``,
    ];
  }
  return [];
}

/** The example environment file, from the repository's root. */
export const ENV_EXAMPLE = '.env.example';

const ENV_WIDTH = 96;

/** Markdown of the table's texts as plain comment lines of at most `ENV_WIDTH` characters. */
function commentLines(markdown: string): string[] {
  const plain = markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`/g, '');
  const lines: string[] = [];
  let line = '#';
  for (const word of plain.split(/\s+/)) {
    if (line.length > 1 && line.length + 1 + word.length > ENV_WIDTH) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/**
 * `.env.example`: every variable of the schema, then the libraries' and the patterns, each
 * commented out with its meaning and default, so a copy changes nothing until a line is set.
 */
export function envExample(): string {
  const blocks = (Object.entries(VARIABLES) as [string, Variable][]).map(([name, spec]) => {
    const unset = spec.unset ?? '';
    const fallback =
      spec.default !== undefined
        ? `default: ${spec.default}`
        : unset.startsWith('unset')
          ? unset
          : `unset: ${unset}`;
    return [...commentLines(`${spec.about} (${fallback})`), `#${name}=${spec.default ?? ''}`].join(
      '\n',
    );
  });
  const library = LIBRARY_VARIABLES.map(([name, about]) =>
    [...commentLines(about), `#${name}=`].join('\n'),
  );
  const families = VARIABLE_FAMILIES.map(([pattern, about, unset]) =>
    [
      ...commentLines(`${pattern}: ${about} (unset: ${unset})`),
      `#${pattern.replace('<NAME>', 'EXAMPLE')}=`,
    ].join('\n'),
  );
  return `${[
    [
      '# Every variable the Flick server and worker read, with its meaning and default.',
      '# Generated from apps/server/src/platform/config/config.ts by `pnpm gen` (the same schema',
      '# as the table in docs/architecture.md): edit the schema, not this file. Copy it to `.env`',
      '# and set what you need; a line left commented or blank takes its default. compose.prod.yaml',
      '# reads its secrets from the same `.env` (docs/deploy.md#production-compose).',
    ].join('\n'),
    ...blocks,
    ...library,
    ...families,
  ].join('\n\n')}\n`;
}

/** What is wrong with `.env.example`'s text: missing variables, or stale. */
export function envExampleProblems(text: string | undefined): string[] {
  if (text === undefined) return [`${ENV_EXAMPLE} is missing; run \`pnpm gen\``];
  const named = new Set(
    text
      .split('\n')
      .map((line) => /^#?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined),
  );
  const missing = Object.keys(VARIABLES).filter((name) => !named.has(name));
  if (missing.length > 0) {
    return missing.map(
      (name) =>
        `${ENV_EXAMPLE} lacks ${name}, which apps/server/src/platform/config/config.ts reads; run \`pnpm gen\``,
    );
  }
  if (text !== envExample()) {
    return [
      `${ENV_EXAMPLE} differs from apps/server/src/platform/config/config.ts; run \`pnpm gen\``,
    ];
  }
  return [];
}
