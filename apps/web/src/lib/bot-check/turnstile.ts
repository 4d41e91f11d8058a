import type { BotCheckAction } from '@casekeeper/contract';
import { loadScript } from '@/lib/load-script';
import { BOT_CHECK_UNAVAILABLE, type BotCheck } from './bot-check-types';

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type TurnstileOptions = {
  sitekey: string;
  action: string;
  execution: 'execute';
  appearance: 'interaction-only';
  callback: (token: string) => void;
  'error-callback': () => void;
};

type TurnstileApi = {
  render: (container: HTMLElement, options: TurnstileOptions) => string | undefined;
  execute: (widgetId: string) => void;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

type Waiter = { resolve: (token: string) => void; reject: (error: Error) => void };

/**
 * Cloudflare Turnstile, run on demand: the widget stays invisible unless Cloudflare needs the
 * person to interact, and then shows in `container`, inside the form.
 */
export async function startTurnstile(
  siteKey: string,
  action: BotCheckAction,
  container: HTMLElement,
): Promise<BotCheck> {
  await loadScript(SCRIPT);
  const turnstile = (window as Window & { turnstile?: TurnstileApi }).turnstile;
  if (!turnstile) throw new Error(BOT_CHECK_UNAVAILABLE);

  let waiter: Waiter | null = null;
  const widgetId = turnstile.render(container, {
    sitekey: siteKey,
    action,
    execution: 'execute',
    appearance: 'interaction-only',
    callback: (token) => waiter?.resolve(token),
    'error-callback': () => waiter?.reject(new Error(BOT_CHECK_UNAVAILABLE)),
  });
  if (widgetId === undefined) throw new Error(BOT_CHECK_UNAVAILABLE);
  let used = false;

  return {
    token: () =>
      new Promise<string>((resolve, reject) => {
        waiter = { resolve, reject };
        // A token is good for one request: the widget is reset before it runs again.
        if (used) turnstile.reset(widgetId);
        used = true;
        turnstile.execute(widgetId);
      }),
    dispose: () => turnstile.remove(widgetId),
  };
}
