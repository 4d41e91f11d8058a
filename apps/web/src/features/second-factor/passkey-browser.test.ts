import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWithPasskey, createPasskey, PASSKEY_BROWSER_MESSAGES } from './passkey-browser';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const CREATION = {
  rp: { name: 'Casekeeper' },
  user: { id: 'Nw', name: 'sam@example.com', displayName: 'Sam' },
  challenge: 'eA',
  pubKeyCredParams: [],
};
const domError = (name: string) => Object.assign(new Error('the browser said no'), { name });

describe('the browser’s part of a passkey', () => {
  it('words a closed or timed-out window, a passkey already on the device, and no support at all', async () => {
    vi.mocked(startRegistration)
      .mockRejectedValueOnce(domError('NotAllowedError'))
      .mockRejectedValueOnce(domError('InvalidStateError'))
      .mockRejectedValueOnce(domError('SecurityError'));
    vi.mocked(startAuthentication).mockRejectedValueOnce(domError('AbortError'));

    await expect(createPasskey(CREATION)).rejects.toThrow(PASSKEY_BROWSER_MESSAGES.cancelledCreate);
    await expect(createPasskey(CREATION)).rejects.toThrow(PASSKEY_BROWSER_MESSAGES.alreadyOnDevice);
    await expect(createPasskey(CREATION)).rejects.toThrow(PASSKEY_BROWSER_MESSAGES.failed);
    await expect(answerWithPasskey({ challenge: 'eA' })).rejects.toThrow(
      PASSKEY_BROWSER_MESSAGES.cancelledUse,
    );

    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    await expect(answerWithPasskey({ challenge: 'eA' })).rejects.toThrow(
      PASSKEY_BROWSER_MESSAGES.unsupported,
    );
    expect(startAuthentication).toHaveBeenCalledTimes(1);
  });
});
