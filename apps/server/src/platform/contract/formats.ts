/**
 * Strict readings of the contract's string formats, where the JSON Schema ones are looser
 * than what the database can hold. One home: the request validators use these as their
 * formats, and handlers that turn a validated string into a value use the parsers.
 */

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * An RFC 3339 `date-time` that names one real instant: a calendar date of years 0001–9999
 * (PostgreSQL has no year 0), no leap second (`23:59:60` is valid RFC 3339, but neither
 * JavaScript's Date nor PostgreSQL's timestamptz can hold it), offsets within ±23:59.
 * Returns the instant, or undefined when the text is not one.
 */
export function parseInstant(text: string): Date | undefined {
  const m = DATE_TIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return undefined;
  }
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (m[7] && (Number(m[8]) > 23 || Number(m[9]) > 59)) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** The `date-time` format for the request validators. */
export function isInstant(text: string): boolean {
  return parseInstant(text) !== undefined;
}
