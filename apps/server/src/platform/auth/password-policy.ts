import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@casekeeper/contract';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  email: 'Do not use your e-mail address as your password',
  common: 'This password is too common and easy to guess. Try a few unrelated words together',
  pattern: 'This password is a simple pattern and easy to guess. Try a few unrelated words together',
} as const;

/** A run of one character, or of consecutive characters up or down ("abcdefghijkl", "987654321098"). */
function isSimplePattern(password: string): boolean {
  if (new Set(password).size <= 3) return true;
  const codes = Array.from(password, (character) => character.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, index) => code - (codes[index] ?? 0));
  // Digits wrap round: 8, 9, 0, 1.
  const isStep = (step: number, direction: 1 | -1) => step === direction || step === -9 * direction;
  return steps.every((step) => isStep(step, 1)) || steps.every((step) => isStep(step, -1));
}

/**
 * NIST SP 800-63B and ASVS V2.1: length only, no composition rules, and refuse what an attacker
 * tries first: breached and common passwords, simple patterns, and the account's own e-mail.
 * Answers the messages to show beside the new password, none when it is acceptable.
 */
export function passwordPolicyProblems(password: string, context: { email: string }): string[] {
  // Code points, not UTF-16 units: an emoji is one character to the person typing it.
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return [PASSWORD_POLICY_MESSAGES.tooShort];
  if (length > PASSWORD_MAX_LENGTH) return [PASSWORD_POLICY_MESSAGES.tooLong];

  const lower = password.trim().toLowerCase();
  const email = context.email.trim().toLowerCase();
  const localPart = email.split('@')[0] ?? email;
  if (lower === email || lower === localPart) return [PASSWORD_POLICY_MESSAGES.email];
  if (isSimplePattern(lower)) return [PASSWORD_POLICY_MESSAGES.pattern];
  if (isCommonPassword(password)) return [PASSWORD_POLICY_MESSAGES.common];
  return [];
}
