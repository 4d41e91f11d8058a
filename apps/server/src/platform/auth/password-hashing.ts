import { hash, verify, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane (about 10 ms a hash here).
// The library's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2_OPTIONS: Options = {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- see above
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`, or, when there is none (unknown e-mail, invited
 * user without a password), against a throw-away hash with the same cost and answers false:
 * either way the caller spends the same time, so the answer's timing does not tell whether an
 * account exists.
 */
export async function verifyPasswordInConstantTime(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
