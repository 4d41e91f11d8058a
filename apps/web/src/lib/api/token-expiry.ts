/** The most an access token is replaced before it expires; a short-lived one, a quarter of its life. */
const MOST_MARGIN_MS = 30_000;

type Claims = { iat: number; exp: number };

/** How far this browser's clock runs ahead of the server's, learnt from a token just issued. */
let clockAheadMs = 0;

function claimsOf(token: string): Claims | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { iat, exp } = JSON.parse(json) as Partial<Claims>;
    return typeof iat === 'number' && typeof exp === 'number' ? { iat, exp } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A token the server has just issued: its iat is the server's now, so the difference to ours is
 * the clocks' offset. Without it, a clock far ahead would find every new token already due.
 */
export function noteTokenIssued(token: string, now = Date.now()): void {
  const claims = claimsOf(token);
  if (claims) clockAheadMs = now - claims.iat * 1000;
}

/** When, by this browser's clock, the token should be replaced; undefined when it is not a JWT. */
export function refreshDueAt(token: string): number | undefined {
  const claims = claimsOf(token);
  if (!claims) return undefined;
  const lifeMs = (claims.exp - claims.iat) * 1000;
  return claims.exp * 1000 - Math.min(MOST_MARGIN_MS, lifeMs / 4) + clockAheadMs;
}

export function isRefreshDue(token: string, now = Date.now()): boolean {
  const dueAt = refreshDueAt(token);
  return dueAt !== undefined && now >= dueAt;
}
