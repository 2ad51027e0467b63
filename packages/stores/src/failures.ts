import { ApiError } from '@flick/api-types';

/** The status of a failed call: the HTTP status, or 0 when no answer arrived. */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/**
 * The text to show for a failed call: the server's message when it sent one, else the
 * fallback (docs/product.md#messages: the server's message first).
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
