import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, webUsers } from '../../db/schema';
import { createTestUser, type TestUser } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';
import { DEVICE_COOKIE_NAME } from './known-devices';
import { ACCOUNT_LOCKOUT_THRESHOLD, LOCKOUT_THRESHOLD } from './login-throttle';

// A generous route limit, so only the lockout is under test here.
const context = useTestApp({
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
});

let lastIp = 0;
const freshIp = () => `203.0.113.${(lastIp += 1)}`;

const signIn = (email: string, password: string, ip: string, device?: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { email, password },
    ...(device ? { cookies: { [DEVICE_COOKIE_NAME]: device } } : {}),
  });

async function deviceOf(user: TestUser, ip: string): Promise<string> {
  const response = await signIn(user.email, user.password, ip);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE_NAME);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
  return cookie?.value ?? '';
}

async function guessWrong(user: TestUser, ip: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt += 1) {
    await signIn(user.email, `wrong guess ${attempt}`, ip);
  }
}

const failedReasons = async (userId: number) =>
  (
    await context.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login-failed'), eq(auditLog.entityId, String(userId))))
  ).map((row) => (row.after as { reason: string }).reason);

describe('lockout per account and source', () => {
  it("locks the attacker's address only: the owner still signs in from another address", async () => {
    const owner = await createTestUser(context.db);
    const attacker = freshIp();
    await guessWrong(owner, attacker, LOCKOUT_THRESHOLD);
    expect((await signIn(owner.email, owner.password, attacker)).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, freshIp())).statusCode).toBe(200);
  });

  it('lets the owner in from a known device even behind the locked address', async () => {
    const owner = await createTestUser(context.db);
    const device = await deviceOf(owner, freshIp());
    const sharedAddress = freshIp();
    await guessWrong(owner, sharedAddress, LOCKOUT_THRESHOLD);
    expect((await signIn(owner.email, owner.password, sharedAddress)).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, sharedAddress, device)).statusCode).toBe(200);
  });

  it('does not count failures from address A against address B below the account threshold', async () => {
    const owner = await createTestUser(context.db);
    const [a, b] = [freshIp(), freshIp()];
    await guessWrong(owner, a, LOCKOUT_THRESHOLD + 3);
    await guessWrong(owner, b, LOCKOUT_THRESHOLD - 1);
    expect((await signIn(owner.email, owner.password, b)).statusCode).toBe(200);
  });

  it('locks the whole account after many failures from everywhere, except for its known devices', async () => {
    const owner = await createTestUser(context.db);
    const device = await deviceOf(owner, freshIp());
    for (let address = 0; address < ACCOUNT_LOCKOUT_THRESHOLD / LOCKOUT_THRESHOLD; address += 1) {
      await guessWrong(owner, freshIp(), LOCKOUT_THRESHOLD);
    }
    const [row] = await context.db.select().from(webUsers).where(eq(webUsers.id, owner.id));
    expect(row?.failedLoginCount).toBe(ACCOUNT_LOCKOUT_THRESHOLD);
    expect(row?.lockedUntil).not.toBeNull();

    const stranger = await signIn(owner.email, owner.password, freshIp());
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(owner.email, owner.password, freshIp(), device)).statusCode).toBe(200);
  });

  it("ignores another user's device cookie, and a made-up one", async () => {
    const owner = await createTestUser(context.db);
    const other = await createTestUser(context.db);
    const othersDevice = await deviceOf(other, freshIp());
    const address = freshIp();
    await guessWrong(owner, address, LOCKOUT_THRESHOLD);
    for (const device of [othersDevice, 'made-up-device-token']) {
      expect((await signIn(owner.email, owner.password, address, device)).statusCode).toBe(429);
    }
  });

  it('refuses concurrent guesses beyond the limit without checking their passwords', async () => {
    const owner = await createTestUser(context.db);
    const attacker = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_unused, guess) =>
        signIn(owner.email, `parallel guess ${guess}`, attacker),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = (await failedReasons(owner.id)).filter((reason) => reason === 'wrong-password');
    expect(checked.length).toBeLessThanOrEqual(LOCKOUT_THRESHOLD);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked.length);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - checked.length);
    const [row] = await context.db.select().from(webUsers).where(eq(webUsers.id, owner.id));
    expect(row?.failedLoginCount).toBe(checked.length);
  });

  it('forgets an attempt whose process died mid-check, so it cannot hold the pair for ever', async () => {
    const owner = await createTestUser(context.db);
    const ip = freshIp();
    await guessWrong(owner, ip, 1);
    await context.db.execute(
      sql`update login_throttle set in_flight = 99, last_attempt_at = now() - interval '2 minutes' where account_key = ${owner.email.toLowerCase()}`,
    );
    expect((await signIn(owner.email, owner.password, ip)).statusCode).toBe(200);
  });
});
