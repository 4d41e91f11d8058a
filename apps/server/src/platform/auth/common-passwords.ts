import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords seen most often in breaches: the ~49,000-entry list zxcvbn-ts ships (MIT), lower
 * case, plus words specific to this product that an attacker would try first.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...dictionary['passwords-common'].map((word) => word.toLowerCase()),
  'casekeeper',
  'case keeper',
  'casework',
  'caseworker',
  'casemanager',
  'case manager',
]);

/** Shorter cores than this are too small to judge ("abc" inside a long random string). */
const MIN_CORE_LENGTH = 4;

function stripNonLetterEnds(value: string): string {
  return value.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

function repeatedUnit(value: string): string | undefined {
  return /^(.+?)\1+$/su.exec(value)?.[1];
}

/**
 * True when `password` is on the list, or is a listed word with digits or symbols around it
 * ("Password2024!"), or a listed word repeated ("monkeymonkeymonkey"): the three ways a long
 * password is most often built from a common one.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase().trim();
  const candidates = [lower, stripNonLetterEnds(lower), repeatedUnit(lower) ?? ''];
  return candidates.some(
    (candidate) => candidate.length >= MIN_CORE_LENGTH && COMMON_PASSWORDS.has(candidate),
  );
}
