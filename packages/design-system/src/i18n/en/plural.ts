import type { CountMessage } from '../messages';

/** English counts: the number, then the singular for exactly one, else the plural. */
export const plural =
  (one: string, other: string): CountMessage =>
  (count, formatted) =>
    `${formatted} ${count === 1 ? one : other}`;
