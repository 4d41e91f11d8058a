import type { BotCheckAction, BotCheckProvider } from '@casekeeper/contract';
import type { FastifyBaseLogger, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config/config';
import { AppError } from '../errors/app-error';
import { recaptcha, turnstile, type BotCheckProviderRules } from './providers';
import { siteverify } from './siteverify';

export const BOT_CHECK_FAILED_MESSAGE =
  'We could not confirm that you are a person rather than a robot. Please reload the page and try again.';

/** The invisible bot check of the public pages (docs/sessions.md). */
export type BotCheck = {
  readonly provider: BotCheckProvider;
  /** What the web client needs to run the provider's widget; null when off. */
  readonly siteKey: string | null;
  /** True when the check is off, or the provider vouches for `token` on this action. */
  verify(token: string | undefined, remoteIp: string, action: BotCheckAction): Promise<boolean>;
};

type BotCheckConfig = Pick<
  Config,
  'BOTCHECK_PROVIDER' | 'BOTCHECK_SITE_KEY' | 'BOTCHECK_SECRET' | 'BOTCHECK_VERIFY_URL' | 'BOTCHECK_MIN_SCORE'
>;

const PROVIDERS: Record<Exclude<BotCheckProvider, 'off'>, BotCheckProviderRules> = { turnstile, recaptcha };

export function createBotCheck(config: BotCheckConfig, log: FastifyBaseLogger): BotCheck {
  const provider = config.BOTCHECK_PROVIDER;
  const secret = config.BOTCHECK_SECRET;
  if (provider === 'off' || secret === undefined) {
    return { provider: 'off', siteKey: null, verify: () => Promise.resolve(true) };
  }
  const rules = PROVIDERS[provider];
  const url = config.BOTCHECK_VERIFY_URL ?? rules.defaultVerifyUrl;
  return {
    provider,
    siteKey: config.BOTCHECK_SITE_KEY ?? null,
    async verify(token, remoteIp, action) {
      if (!token) return false;
      try {
        const answer = await siteverify(url, { secret, response: token, remoteip: remoteIp });
        const passed = rules.passes(answer, { action, minScore: config.BOTCHECK_MIN_SCORE });
        if (!passed) log.info({ provider, action, answer }, 'bot check refused a request');
        return passed;
      } catch (error) {
        // Fail closed: an unreachable provider must not switch the protection off.
        log.warn({ err: error, provider }, 'bot check provider could not be reached');
        return false;
      }
    },
  };
}

/** A route preHandler refusing, with 400, a request whose body's captchaToken does not pass. */
export function requireBotCheck(botCheck: BotCheck, action: BotCheckAction): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const body = request.body as { captchaToken?: string } | undefined;
    if (!(await botCheck.verify(body?.captchaToken, request.ip, action))) {
      throw new AppError('BAD_REQUEST', BOT_CHECK_FAILED_MESSAGE);
    }
  };
}
