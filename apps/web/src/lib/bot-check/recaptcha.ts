import type { BotCheckAction } from '@casekeeper/contract';
import { loadScript } from '@/lib/load-script';
import { BOT_CHECK_UNAVAILABLE, type BotCheck } from './bot-check-types';

type RecaptchaApi = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

/** Google reCAPTCHA v3: invisible, scored by Google for the named action. */
export async function startRecaptcha(siteKey: string, action: BotCheckAction): Promise<BotCheck> {
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = (window as Window & { grecaptcha?: RecaptchaApi }).grecaptcha;
  if (!grecaptcha) throw new Error(BOT_CHECK_UNAVAILABLE);
  const ready = new Promise<void>((resolve) => grecaptcha.ready(resolve));

  return {
    token: async () => {
      await ready;
      return grecaptcha.execute(siteKey, { action });
    },
    dispose: () => undefined,
  };
}
