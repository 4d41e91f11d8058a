import type { BotCheckAction } from '@casekeeper/contract';
import { useCallback, useEffect, useRef } from 'react';
import { deferredImport } from '@/lib/deferred-import';
import type { BotCheck } from './bot-check-types';

// Loaded on demand: the settings call needs the HTTP client, which the sign-in page loads late.
const botCheckModule = deferredImport(() => import('./start-bot-check'));

/**
 * The bot check of one form. `prepare` starts it (settings, provider script) without waiting;
 * `token` waits for it and asks for a token. `slotRef` marks where a challenge may appear.
 */
export function useBotCheck(action: BotCheckAction) {
  const slotRef = useRef<HTMLDivElement>(null);
  const checkRef = useRef<Promise<BotCheck> | null>(null);

  const start = useCallback(() => {
    checkRef.current ??= botCheckModule
      .load()
      .then((module) => module.startBotCheck(action, slotRef.current ?? document.body));
    const started = checkRef.current;
    // A failed start is tried again on the next request.
    started.catch(() => {
      if (checkRef.current === started) checkRef.current = null;
    });
    return started;
  }, [action]);

  const prepare = useCallback(() => {
    start().catch(() => undefined);
  }, [start]);

  const token = useCallback(async () => (await start()).token(), [start]);

  useEffect(
    () => () => {
      checkRef.current?.then((check) => check.dispose()).catch(() => undefined);
    },
    [],
  );

  return { slotRef, prepare, token };
}
