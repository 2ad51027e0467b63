import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EXPIRED, MEDIA_ACCESS_WINDOW_S, MediaSigner } from './signedAddress';

const NAME = '0b7e1c2a3d4f5a6b0b7e1c2a3d4f5a6b.mp4';
const NOW = Date.UTC(2026, 10, 28, 12, 30);

describe('MediaSigner', () => {
  const signer = new MediaSigner(randomBytes(32));
  const viewer = randomUUID();

  it('names the viewer an address was signed for, for that file only', () => {
    const token = signer.token(NAME, viewer, NOW);
    expect(signer.verify(NAME, token, NOW)).toBe(viewer);
    expect(signer.verify(`x${NAME}`, token, NOW)).toBeNull();
  });

  it('gives one viewer one address per window, and another viewer another', () => {
    expect(signer.token(NAME, viewer, NOW)).toBe(signer.token(NAME, viewer, NOW + 1_000));
    expect(signer.token(NAME, randomUUID(), NOW)).not.toBe(signer.token(NAME, viewer, NOW));
  });

  it('refuses a changed viewer, expiry or signature, and another install’s key', () => {
    const token = signer.token(NAME, viewer, NOW);
    const [id = '', expires = '', mac = ''] = token.split('.');
    const other = randomUUID();
    expect(signer.verify(NAME, `${other}.${expires}.${mac}`, NOW)).toBeNull();
    expect(
      signer.verify(
        NAME,
        `${id}.${(Number.parseInt(expires, 36) + 3600).toString(36)}.${mac}`,
        NOW,
      ),
    ).toBeNull();
    // One character of the signature changed (to one it is not already).
    const changed = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(NAME, `${id}.${expires}.${changed}`, NOW)).toBeNull();
    expect(new MediaSigner(randomBytes(32)).verify(NAME, token, NOW)).toBeNull();
    expect(signer.verify(NAME, 'not a token', NOW)).toBeNull();
  });

  it('says when an address is past its time (one to two windows after it was given)', () => {
    const token = signer.token(NAME, viewer, NOW);
    expect(signer.verify(NAME, token, NOW + MEDIA_ACCESS_WINDOW_S * 1000)).toBe(viewer);
    expect(signer.verify(NAME, token, NOW + 2 * MEDIA_ACCESS_WINDOW_S * 1000)).toBe(EXPIRED);
  });

  it('signs a media address in place', () => {
    const url = signer.sign(`/api/upload/media/${NAME}`, viewer, NOW);
    expect(url).toBe(`/api/upload/media/${NAME}?access=${signer.token(NAME, viewer, NOW)}`);
  });
});
