const MAX_CAUSE_DEPTH = 5;
const REDACTED = '[redacted]';

/**
 * The error, and its causes, rebuilt with every appearance of `secret` in a message or stack
 * replaced: a provider's key travels in its URL, which some network errors repeat.
 */
export function withoutSecret(error: unknown, secret: string, depth = 0): Error {
  const scrub = (text: string) => text.replaceAll(secret, REDACTED);
  if (!(error instanceof Error)) return new Error(scrub(String(error)));
  const cause =
    error.cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? withoutSecret(error.cause, secret, depth + 1)
      : undefined;
  const copy = new Error(scrub(error.message), cause === undefined ? {} : { cause });
  copy.name = error.name;
  copy.stack = scrub(error.stack ?? '');
  return copy;
}
