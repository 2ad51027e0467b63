import { createHash, randomBytes } from 'node:crypto';

/**
 * A new opaque secret: 32 random bytes (256 bits) as base64url. Used for session tokens,
 * sign-up/reset tickets and OIDC one-time codes. See docs/adr/0002-session-tokens.md.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
