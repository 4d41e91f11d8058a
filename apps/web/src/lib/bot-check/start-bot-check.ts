import type { BotCheckAction, PublicConfig } from '@casekeeper/contract';
import { getPublicConfig } from './get-public-config';
import { BOT_CHECK_UNAVAILABLE, noBotCheck, type BotCheck } from './bot-check-types';
import { startRecaptcha } from './recaptcha';
import { startTurnstile } from './turnstile';

type BotCheckConfig = PublicConfig['botCheck'];

let config: Promise<BotCheckConfig> | null = null;

function botCheckConfig(): Promise<BotCheckConfig> {
  config ??= getPublicConfig().then(
    (publicConfig) => publicConfig.botCheck,
    (error: unknown) => {
      // Without the settings the request goes without a token; a server that needs one says so.
      console.error('Loading the public settings failed:', error);
      config = null;
      return { provider: 'off', siteKey: null } as const;
    },
  );
  return config;
}

/**
 * The invisible bot check of a public page (docs/routes.md): the provider's script is loaded
 * only when the server names a provider and a site key; with `off` nothing is loaded.
 */
export async function startBotCheck(action: BotCheckAction, container: HTMLElement): Promise<BotCheck> {
  const { provider, siteKey } = await botCheckConfig();
  if (provider === 'off' || !siteKey) return noBotCheck;
  try {
    return await (provider === 'turnstile'
      ? startTurnstile(siteKey, action, container)
      : startRecaptcha(siteKey, action));
  } catch (error) {
    console.error('Starting the bot check failed:', error);
    throw new Error(BOT_CHECK_UNAVAILABLE, { cause: error });
  }
}

/** Only for tests: forget the cached settings. */
export function resetBotCheckConfigForTests(): void {
  config = null;
}
