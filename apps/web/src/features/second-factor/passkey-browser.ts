import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@casekeeper/contract';

/**
 * The browser's part of a passkey (WebAuthn through @simplewebauthn/browser), loaded only when
 * someone uses a passkey, so that no page carries it until then. Its failures become one error
 * with words a person can act on.
 */

export const PASSKEY_BROWSER_MESSAGES = {
  unsupported: 'This browser cannot use passkeys. Try an up-to-date browser, or sign in another way.',
  cancelledCreate:
    'The passkey was not made: the browser’s window was closed or timed out. Try again when ready.',
  cancelledUse: 'No passkey was used: the browser’s window was closed or timed out. Try again when ready.',
  alreadyOnDevice: 'This device already holds one of your passkeys. Use another device or security key.',
  failed: 'The browser could not use a passkey here. Try again, or sign in another way.',
} as const;

/** A passkey ceremony the browser did not finish, with what to tell the person. */
export class PasskeyBrowserError extends Error {}

const webAuthn = () => import('@simplewebauthn/browser');
type WebAuthnBrowser = Awaited<ReturnType<typeof webAuthn>>;

function failureOf(error: unknown, cancelled: string): PasskeyBrowserError {
  const name = error instanceof Error ? error.name : '';
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyBrowserError(cancelled);
  }
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyBrowserError(PASSKEY_BROWSER_MESSAGES.alreadyOnDevice);
  }
  return new PasskeyBrowserError(PASSKEY_BROWSER_MESSAGES.failed);
}

async function supported(): Promise<WebAuthnBrowser> {
  const browser = await webAuthn();
  if (!browser.browserSupportsWebAuthn()) throw new PasskeyBrowserError(PASSKEY_BROWSER_MESSAGES.unsupported);
  return browser;
}

/** Asks the browser to create a passkey; answers its RegistrationResponseJSON. */
export async function createPasskey(options: PasskeyCreationOptions) {
  const browser = await supported();
  try {
    return await browser.startRegistration({
      optionsJSON: options as Parameters<typeof browser.startRegistration>[0]['optionsJSON'],
    });
  } catch (error) {
    throw failureOf(error, PASSKEY_BROWSER_MESSAGES.cancelledCreate);
  }
}

/** Asks the browser to use a passkey; answers its AuthenticationResponseJSON. */
export async function answerWithPasskey(options: PasskeyRequestOptions) {
  const browser = await supported();
  try {
    return await browser.startAuthentication({
      optionsJSON: options as Parameters<typeof browser.startAuthentication>[0]['optionsJSON'],
    });
  } catch (error) {
    throw failureOf(error, PASSKEY_BROWSER_MESSAGES.cancelledUse);
  }
}
