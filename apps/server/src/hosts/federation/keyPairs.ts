import type { JsonWebKey, webcrypto } from 'node:crypto';
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { FederationKeyAlgorithm } from '../../platform/db/tables/federation';

/** The key pairs every actor signs with, in the order it lists them: RSA for the cavage draft, Ed25519 for proofs. */
export const KEY_ALGORITHMS: FederationKeyAlgorithm[] = ['RSASSA-PKCS1-v1_5', 'Ed25519'];

/** One stored key pair, as its table keeps it. */
export interface StoredKeyPair {
  algorithm: FederationKeyAlgorithm;
  private_jwk: unknown;
  public_jwk: unknown;
}

/**
 * An actor's key pairs (an account's, the instance actor's), made and kept the first time a
 * remote server needs them. `read` gives the stored pairs; `keep` stores a new one and keeps
 * the first when two requests make one at once (`on conflict do nothing`), so both then read
 * the same pairs.
 */
export async function keptKeyPairs(
  read: () => Promise<StoredKeyPair[]>,
  keep: (pair: {
    algorithm: FederationKeyAlgorithm;
    privateJwk: string;
    publicJwk: string;
  }) => Promise<void>,
): Promise<webcrypto.CryptoKeyPair[]> {
  let rows = await read();
  if (rows.length < KEY_ALGORITHMS.length) {
    for (const algorithm of KEY_ALGORITHMS) {
      if (rows.some((r) => r.algorithm === algorithm)) continue;
      const pair = await generateCryptoKeyPair(algorithm);
      await keep({
        algorithm,
        privateJwk: JSON.stringify(await exportJwk(pair.privateKey)),
        publicJwk: JSON.stringify(await exportJwk(pair.publicKey)),
      });
    }
    rows = await read();
  }
  const ordered = KEY_ALGORITHMS.map((a) => rows.find((r) => r.algorithm === a)).filter(
    (r) => r !== undefined,
  );
  return Promise.all(
    ordered.map(async (r) => ({
      privateKey: await importJwk(r.private_jwk as JsonWebKey, 'private'),
      publicKey: await importJwk(r.public_jwk as JsonWebKey, 'public'),
    })),
  );
}
