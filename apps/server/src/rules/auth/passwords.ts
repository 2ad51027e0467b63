import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package declares a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane (≈10 ms here). */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a password nobody knows, verified when the account is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; with no hash, spends the same time and says no. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('an unguessable placeholder password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
