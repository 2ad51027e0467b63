/**
 * A chosen cover second as it is sent (to a tenth of a second, never below 0): the upload
 * dialog's cover frame and the edit sheet's (docs/product.md#editing-a-video) share it.
 */
export function coverSecond(seconds: number): number {
  return Math.max(0, Math.round(seconds * 10) / 10);
}
