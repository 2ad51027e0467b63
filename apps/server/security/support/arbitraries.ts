import fc from 'fast-check';
import type { Schema } from './contract';

// Values biased toward what breaks servers: NUL, huge text, astral/RTL/combining unicode,
// lone surrogates, wrong JSON types, boundary numbers and dates the format accepts but a
// calendar does not.

/** Dates and times that a lenient `date`/`date-time` check may let through. */
export const BAD_DATES = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '2026-06-30T23:59:60Z',
  '2026-02-29',
  '2026-02-30T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '275760-09-13T00:00:01Z',
  '1969-12-31T23:59:59.999999999Z',
  '2026-13-01',
];

const NASTY = [
  '\u0000',
  'a\u0000b',
  'Maya\u0000',
  '%00',
  '\u202Eevil\u202C',
  'שלום עולם',
  'e\u0301\u0302\u0303\u0304\u0305',
  '😀👨‍👩‍👧‍👦𝕳𝖊𝖑𝖑𝖔',
  '\uD800',
  'a\uDFFFb',
  '\uFEFF',
  ' ',
  '\t\n\r',
  '',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%',
  '%E0%A4%A',
  '\\u0000',
  '-1',
  '1e309',
  'NaN',
  ...BAD_DATES,
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.constantFrom(300, 5000, 70_000).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(60, 1000).map((n) => '\u{1F600}'.repeat(n)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...NASTY), fc.string({ maxLength: 8 }))
      .map((p) => p.join('')),
  },
);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

export const boundaryNumber: fc.Arbitrary<number> = fc.constantFrom(
  0,
  -1,
  1,
  2,
  999_999,
  1_000_000,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.5,
  5e-324,
);

function typeOf(schema: Schema): string | undefined {
  const t = schema.type;
  if (Array.isArray(t)) return (t as string[]).find((x) => x !== 'null');
  return typeof t === 'string' ? t : schema.properties ? 'object' : undefined;
}

/** A hostile value for a field: odd text, a plausible value with odd text spliced in, a wrong type, an edge number. */
export function hostileFor(schema: Schema, ids: string[]): fc.Arbitrary<unknown> {
  const dates = schema.format === 'date' || schema.format === 'date-time';
  return fc.oneof(
    { weight: dates ? 8 : 0, arbitrary: fc.constantFrom(...BAD_DATES) },
    { weight: 3, arbitrary: nastyString },
    { weight: 4, arbitrary: spliced(plausibleFor(schema, ids)) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: boundaryNumber },
  );
}

/** A plausible value with hostile text inserted in the middle (so format checks may still pass). */
function spliced(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      plausible,
      // NUL first: PostgreSQL text cannot hold it, so it tests every path to the database.
      fc.oneof(
        { weight: 4, arbitrary: fc.constant('\u0000') },
        { weight: 3, arbitrary: fc.constantFrom('\u202E', '\u0301', '\uD800', '😀', '%00', "'") },
      ),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([value, odd, at]) => {
      if (typeof value !== 'string') return value;
      const cut = Math.floor(value.length * at);
      return `${value.slice(0, cut)}${odd}${value.slice(cut)}`;
    });
}

/** Values for one schema: mostly plausible ones, mixed with hostile ones. */
export function valueFor(schema: Schema, ids: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleFor(schema, ids) },
    { weight: 2, arbitrary: hostileFor(schema, ids) },
  );
}

function plausibleFor(schema: Schema, ids: string[]): fc.Arbitrary<unknown> {
  // The contract's own examples are the most plausible values of all (an email for EmailPhone).
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  const generated = generatedFor(schema, ids);
  return examples.length ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}

function generatedFor(schema: Schema, ids: string[]): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    const options = ((schema.oneOf ?? schema.anyOf) as Schema[]).map((s) => plausibleFor(s, ids));
    return fc.oneof(...options);
  }
  switch (typeOf(schema)) {
    case 'string': {
      if (schema.format === 'uuid')
        return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
      if (schema.format === 'date')
        return fc.oneof(fc.constantFrom('1998-04-17', '2020-01-01'), fc.constantFrom(...BAD_DATES));
      if (schema.format === 'date-time')
        return fc.oneof(
          fc
            .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString()),
          fc.constantFrom(...BAD_DATES),
        );
      if (schema.format === 'email') return fc.emailAddress();
      if (typeof schema.pattern === 'string') {
        try {
          return fc.stringMatching(new RegExp(schema.pattern, 'u'));
        } catch {
          // a pattern fast-check cannot generate from: plain text below
        }
      }
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
      return fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(maxLength, 60) });
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min - 1, max + 1, String(min)));
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems + 2 : 5;
      return fc.array(valueFor(items, ids), { maxLength: Math.min(maxItems, 40) });
    }
    case 'object':
      return objectFor(schema, ids);
    default:
      return wrongType;
  }
}

/**
 * An object for a schema. Half the time exactly one field is hostile and the others are
 * plausible (so the odd value gets past validation of its neighbours and reaches the
 * handler); otherwise every field is random, required fields are sometimes dropped and
 * extra fields sometimes added.
 */
export function objectFor(schema: Schema, ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const names = Object.keys(properties);
  const required = ((schema.required ?? []) as string[]).filter((k) => k in properties);
  const fields = Object.fromEntries(names.map((k) => [k, valueFor(properties[k] ?? {}, ids)]));
  const scattered = fc
    .tuple(
      fc.record(fields, { requiredKeys: required }),
      sometimes(fc.constantFrom(...(required.length ? required : ['none']))),
      sometimes(
        fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'isAdmin', ''), wrongType),
      ),
    )
    .map(([record, drop, extra]) => {
      const out: Record<string, unknown> = { ...record };
      if (drop) delete out[drop];
      if (extra)
        Object.defineProperty(out, extra[0], {
          value: extra[1],
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return out;
    });
  if (names.length === 0) return scattered;
  const focused = fc
    .constantFrom(...names)
    .chain((target) =>
      fc.record(
        Object.fromEntries(
          names.map((k) => [
            k,
            k === target
              ? hostileFor(properties[k] ?? {}, ids)
              : plausibleFor(properties[k] ?? {}, ids),
          ]),
        ),
        { requiredKeys: [...new Set([...required, target])] },
      ),
    );
  return fc.oneof({ weight: 3, arbitrary: focused }, { weight: 1, arbitrary: scattered });
}

/** One time in five a value, otherwise null. */
function sometimes<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });
}

/** Percent-encodes every byte of the UTF-8 text except unreserved characters (never throws, unlike encodeURIComponent on lone surrogates). */
export function encodeBytes(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch)
      ? ch
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
