/** An invisible bot check, ready to hand out a token for the next request. */
export type BotCheck = {
  /** A fresh token, or undefined when no bot check is configured. */
  token: () => Promise<string | undefined>;
  dispose: () => void;
};

export const BOT_CHECK_UNAVAILABLE =
  'The security check could not be loaded. Check your connection, then try again.';

export const noBotCheck: BotCheck = {
  token: () => Promise.resolve(undefined),
  dispose: () => undefined,
};
