const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` could name a row keyed by a UUID (a user, a video); anything else is none, without a query. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
