import type { BotCheckAction } from '@casekeeper/contract';
import type { SiteverifyAnswer } from './siteverify';

/** How one provider's siteverify answer is judged. */
export type BotCheckProviderRules = {
  defaultVerifyUrl: string;
  passes(answer: SiteverifyAnswer, expected: { action: BotCheckAction; minScore: number }): boolean;
};

/** Cloudflare Turnstile: success, and the action when the widget was given one. */
export const turnstile: BotCheckProviderRules = {
  defaultVerifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  passes: (answer, expected) => answer.success && (!answer.action || answer.action === expected.action),
};

/** Google reCAPTCHA v3: success, the page's action, and a score at least the configured minimum. */
export const recaptcha: BotCheckProviderRules = {
  defaultVerifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
  passes: (answer, expected) =>
    answer.success && answer.action === expected.action && (answer.score ?? 0) >= expected.minScore,
};
