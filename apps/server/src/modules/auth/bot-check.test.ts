import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BOT_CHECK_FAILED_MESSAGE } from '../../platform/bot-check/bot-check';
import { createTestUser } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';
import { startFakeSiteverify } from '../../test/fake-siteverify';

const verifier = await startFakeSiteverify();
const context = useTestApp({
  BOTCHECK_PROVIDER: 'turnstile',
  BOTCHECK_SITE_KEY: '0x4AAAAAAATestSiteKey',
  BOTCHECK_SECRET: '0x4AAAAAAATestSecret',
  BOTCHECK_VERIFY_URL: verifier.url,
});
afterAll(() => verifier.close());
beforeEach(() => {
  verifier.requests.length = 0;
});

const post = (url: string, payload: object) =>
  context.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.77' });

function expectRefused(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: BOT_CHECK_FAILED_MESSAGE, data: { code: 'BAD_REQUEST' } });
}

describe('with a bot check configured', () => {
  it('tells the public pages the provider and site key, and lets its widget through the CSP', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json().data).toEqual({
      botCheck: { provider: 'turnstile', siteKey: '0x4AAAAAAATestSiteKey' },
    });
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://challenges.cloudflare.com",
    );
  });

  it('refuses sign-in without a token or with a refused one, before looking at the password', async () => {
    const user = await createTestUser(context.db);
    expectRefused(await post('/api/login', { email: user.email, password: user.password }));
    expectRefused(
      await post('/api/login', { email: user.email, password: user.password, captchaToken: 'bot' }),
    );
    expectRefused(
      await post('/api/login', {
        email: user.email,
        password: user.password,
        captchaToken: 'pass:forgot_password',
      }),
    );

    const response = await post('/api/login', {
      email: user.email,
      password: user.password,
      captchaToken: 'pass:login',
    });
    expect(response.statusCode).toBe(200);
    expect(verifier.requests.at(-1)).toEqual({
      secret: '0x4AAAAAAATestSecret',
      response: 'pass:login',
      remoteip: '203.0.113.77',
    });
  });

  it('guards forgot-password and password-reset too', async () => {
    expectRefused(
      await post('/api/forgot-password', { email: 'someone@council.gov.uk', captchaToken: 'bot' }),
    );
    const forgot = await post('/api/forgot-password', {
      email: 'someone@council.gov.uk',
      captchaToken: 'pass',
    });
    expect(forgot.statusCode).toBe(200);

    const body = {
      token: 'made-up',
      newPassword: 'violet harbour tandem quill',
      confirmNewPassword: 'violet harbour tandem quill',
    };
    expectRefused(await post('/api/password-reset', { ...body, captchaToken: 'bot' }));
    // Past the bot check, the made-up link itself is what is refused.
    const reset = await post('/api/password-reset', { ...body, captchaToken: 'pass:password_reset' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).not.toBe(BOT_CHECK_FAILED_MESSAGE);
  });
});
