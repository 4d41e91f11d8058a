import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token for a link or a cookie, URL-safe. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a secret token. A fast hash is enough: the token is random and
 * long, so there is nothing to guess, only a stolen table to make useless.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
