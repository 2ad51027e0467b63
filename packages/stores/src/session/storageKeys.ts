/** The local storage keys of docs/product.md#local-storage, exactly. */
export const storageKeys = {
  token: 'token',
  userId: 'user_id',
  emailPhone: 'email_phone',
  otpMethod: 'otpMethod',
  /** `0` once the person turned the sound on; absent or `1` means videos play muted. */
  muted: 'muted',
} as const;

/** Signed in means a token is stored (docs/product.md#routes: protected routes show only then). */
export function isSignedIn(token: string | null): token is string {
  return token !== null && token !== '';
}
