import Fastify from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSiteverify } from '../../test/fake-siteverify';
import { loadConfig } from '../config/config';
import { createBotCheck } from './bot-check';

const log = Fastify({ logger: false }).log;
const verifier = await startFakeSiteverify();
afterAll(() => verifier.close());
beforeEach(() => {
  verifier.requests.length = 0;
});

function botCheck(provider: string, extra: Record<string, string> = {}) {
  const config = loadConfig({
    BOTCHECK_PROVIDER: provider,
    BOTCHECK_SITE_KEY: 'site-key',
    BOTCHECK_SECRET: 'server-secret',
    BOTCHECK_VERIFY_URL: verifier.url,
    ...extra,
  });
  return createBotCheck(config, log);
}

describe('the bot check', () => {
  it('lets everything through when off, asking nobody', async () => {
    const off = createBotCheck(loadConfig({}), log);
    expect(off).toMatchObject({ provider: 'off', siteKey: null });
    expect(await off.verify(undefined, '192.0.2.1', 'login')).toBe(true);
    expect(verifier.requests).toHaveLength(0);
  });

  it('sends Turnstile the secret, the token and the remote IP, and follows its verdict', async () => {
    const turnstile = botCheck('turnstile');
    expect(turnstile).toMatchObject({ provider: 'turnstile', siteKey: 'site-key' });
    expect(await turnstile.verify('pass', '192.0.2.7', 'login')).toBe(true);
    expect(verifier.requests).toEqual([{ secret: 'server-secret', response: 'pass', remoteip: '192.0.2.7' }]);
    expect(await turnstile.verify('forged', '192.0.2.7', 'login')).toBe(false);
  });

  it('refuses a missing token without asking the provider', async () => {
    expect(await botCheck('turnstile').verify(undefined, '192.0.2.7', 'login')).toBe(false);
    expect(await botCheck('turnstile').verify('', '192.0.2.7', 'login')).toBe(false);
    expect(verifier.requests).toHaveLength(0);
  });

  it('refuses a Turnstile token made for another page', async () => {
    const turnstile = botCheck('turnstile');
    expect(await turnstile.verify('pass:login', '192.0.2.7', 'login')).toBe(true);
    expect(await turnstile.verify('pass:login', '192.0.2.7', 'password_reset')).toBe(false);
  });

  it('lets reCAPTCHA v3 through only at or above the minimum score, for the right action', async () => {
    const recaptcha = botCheck('recaptcha', { BOTCHECK_MIN_SCORE: '0.7' });
    expect(await recaptcha.verify('score:0.9:login', '192.0.2.7', 'login')).toBe(true);
    expect(await recaptcha.verify('score:0.7:login', '192.0.2.7', 'login')).toBe(true);
    expect(await recaptcha.verify('score:0.3:login', '192.0.2.7', 'login')).toBe(false);
    expect(await recaptcha.verify('score:0.9:forgot_password', '192.0.2.7', 'login')).toBe(false);
    expect(await recaptcha.verify('pass', '192.0.2.7', 'login')).toBe(false);
  });

  it('fails closed when the provider errs or cannot be reached', async () => {
    expect(await botCheck('turnstile').verify('status:500', '192.0.2.7', 'login')).toBe(false);
    const unreachable = botCheck('turnstile', { BOTCHECK_VERIFY_URL: 'http://127.0.0.1:9/siteverify' });
    expect(await unreachable.verify('pass', '192.0.2.7', 'login')).toBe(false);
  });
});
