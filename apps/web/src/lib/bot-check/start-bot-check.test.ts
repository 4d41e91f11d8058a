import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicConfig } from './get-public-config';
import { resetBotCheckConfigForTests, startBotCheck } from './start-bot-check';

vi.mock('./get-public-config', () => ({ getPublicConfig: vi.fn() }));

/** Answers the next script the page adds by installing `api` on window and firing load. */
function answerScript(match: string, install: () => void) {
  const observer = new MutationObserver(() => {
    const script = document.head.querySelector<HTMLScriptElement>(`script[src*="${match}"]`);
    if (!script || script.dataset.answered) return;
    script.dataset.answered = 'yes';
    install();
    script.dispatchEvent(new Event('load'));
  });
  observer.observe(document.head, { childList: true });
  return observer;
}

afterEach(() => {
  resetBotCheckConfigForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  Reflect.deleteProperty(window, 'turnstile');
});

describe('startBotCheck', () => {
  it('loads no script and gives no token when the bot check is off', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({ botCheck: { provider: 'off', siteKey: null } });

    const check = await startBotCheck('login', document.body);

    await expect(check.token()).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads nothing when a provider is named without a site key', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({ botCheck: { provider: 'turnstile', siteKey: null } });
    const check = await startBotCheck('login', document.body);
    await expect(check.token()).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('goes on without a token when the settings cannot be loaded', async () => {
    vi.mocked(getPublicConfig).mockRejectedValue(new Error('Network Error'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const check = await startBotCheck('login', document.body);
    await expect(check.token()).resolves.toBeUndefined();
    logged.mockRestore();
  });

  it('runs Turnstile in the form’s slot for the page’s action, resetting it before each further token', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({ botCheck: { provider: 'turnstile', siteKey: 'ts-key' } });
    let callback: (token: string) => void = () => undefined;
    let issued = 0;
    const turnstile = {
      render: vi.fn((_el: HTMLElement, options: { callback: (token: string) => void }) => {
        callback = options.callback;
        return 'widget-1';
      }),
      execute: vi.fn(() => callback(`token-${String(++issued)}`)),
      reset: vi.fn(),
      remove: vi.fn(),
    };
    const observer = answerScript('turnstile', () => Object.assign(window, { turnstile }));
    const slot = document.createElement('div');

    const check = await startBotCheck('forgot_password', slot);

    expect(document.head.querySelector('script')?.src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    );
    expect(turnstile.render).toHaveBeenCalledWith(
      slot,
      expect.objectContaining({ sitekey: 'ts-key', action: 'forgot_password', execution: 'execute' }),
    );
    await expect(check.token()).resolves.toBe('token-1');
    expect(turnstile.reset).not.toHaveBeenCalled();
    await expect(check.token()).resolves.toBe('token-2');
    expect(turnstile.reset).toHaveBeenCalledWith('widget-1');
    observer.disconnect();
  });

  it('fails clearly when the provider’s script cannot be loaded', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({ botCheck: { provider: 'recaptcha', siteKey: 'rc-key' } });
    const observer = new MutationObserver(() => {
      document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    });
    observer.observe(document.head, { childList: true });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(startBotCheck('login', document.body)).rejects.toThrow(
      'The security check could not be loaded. Check your connection, then try again.',
    );
    observer.disconnect();
    logged.mockRestore();
  });
});
