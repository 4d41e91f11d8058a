import { randomInt } from 'node:crypto';

/**
 * A short code for a test's new authority. Short codes are never reused, and every spec of a run
 * adds authorities to the same database, so a code derived from the clock clashed now and then
 * (two specs a multiple of its period apart); seven random letters make a clash negligible.
 */
export function freshShortCode(firstLetter: string): string {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(65 + randomInt(26)));
  return `${firstLetter.slice(0, 1).toUpperCase() || 'T'}${letters.join('')}`;
}
