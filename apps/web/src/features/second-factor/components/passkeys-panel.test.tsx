import {
  PASSKEY_MESSAGES,
  passkeyEndpoints,
  signInMethodEndpoints,
  type PasskeySummary,
  type SignInMethods,
} from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import type * as PasskeyBrowser from '../passkey-browser';
import { createPasskey, PasskeyBrowserError, PASSKEY_BROWSER_MESSAGES } from '../passkey-browser';
import { PasskeysSection } from './passkeys-section';
import { SignInMethodsSection } from './sign-in-methods-section';

vi.mock('../passkey-browser', async (original) => ({
  ...(await original<typeof PasskeyBrowser>()),
  createPasskey: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const LAPTOP: PasskeySummary = {
  id: 7,
  name: 'Work laptop',
  addedAt: '2026-03-21T09:05:00.000Z',
  lastUsedAt: '2026-03-23T10:00:00.000Z',
};
const PHONE: PasskeySummary = { id: 8, name: 'Phone', addedAt: '2026-03-22T09:05:00.000Z', lastUsedAt: null };
const NONE: SignInMethods = {
  authenticatorApp: null,
  recoveryCodesLeft: 0,
  passkeys: [],
  secondFactorRequired: false,
  hasPassword: true,
};
const OPTIONS = {
  rp: { name: 'Casekeeper', id: 'localhost' },
  user: { id: 'Nw', name: 'sam@example.com', displayName: 'Sam' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
};
const CREDENTIAL = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};
const CODES = ['abcd-efgh-jk', 'mnpq-rstu-vw'];

function answerMethods(...reads: SignInMethods[]) {
  answer(signInMethodEndpoints.get, () => (reads.length > 1 ? reads.shift() : reads[0]));
}

describe('passkeys on the profile', () => {
  it('lists each passkey with when it was added and last used', async () => {
    answerMethods({ ...NONE, passkeys: [LAPTOP, PHONE], recoveryCodesLeft: 10 });
    showWithStore(<SignInMethodsSection />);

    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Work laptopAdded 21 March 2026, last used 23 March 2026');
    expect(rows[1]).toHaveTextContent('PhoneAdded 22 March 2026, not used yet');
    expect(screen.getByText('10 left', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toBeInTheDocument();
  });

  it('adds a passkey with the name given: the browser makes it, then the recovery codes are shown once', async () => {
    answerMethods(NONE, { ...NONE, passkeys: [LAPTOP], recoveryCodesLeft: 2 });
    answer(passkeyEndpoints.registrationOptions, () => OPTIONS);
    answer(
      passkeyEndpoints.register,
      () => ({ passkeys: [LAPTOP], recoveryCodes: CODES }),
      PASSKEY_MESSAGES.addedWithRecoveryCodes('Work laptop'),
    );
    vi.mocked(createPasskey).mockResolvedValue(CREDENTIAL);
    showWithStore(<SignInMethodsSection />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(createPasskey).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /name for this passkey/i }), 'Work laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Create the passkey' }));

    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(CODES.join(''));
    expect(screen.getByRole('status')).toHaveTextContent(
      PASSKEY_MESSAGES.addedWithRecoveryCodes('Work laptop'),
    );
    expect(createPasskey).toHaveBeenCalledWith(OPTIONS);
    expect(callsTo(passkeyEndpoints.register)[0]?.body).toEqual({
      name: 'Work laptop',
      credential: CREDENTIAL,
    });
  });

  it('says so when the browser was closed, or cannot use passkeys, and adds nothing', async () => {
    answerMethods(NONE);
    answer(passkeyEndpoints.registrationOptions, () => OPTIONS);
    vi.mocked(createPasskey)
      .mockRejectedValueOnce(new PasskeyBrowserError(PASSKEY_BROWSER_MESSAGES.cancelledCreate))
      .mockRejectedValueOnce(new PasskeyBrowserError(PASSKEY_BROWSER_MESSAGES.unsupported));
    showWithStore(<SignInMethodsSection />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await userEvent.type(screen.getByRole('textbox', { name: /name for this passkey/i }), 'Phone');
    await userEvent.click(screen.getByRole('button', { name: 'Create the passkey' }));
    expect(await screen.findByText(PASSKEY_BROWSER_MESSAGES.cancelledCreate)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create the passkey' }));
    expect(await screen.findByText(PASSKEY_BROWSER_MESSAGES.unsupported)).toBeInTheDocument();

    expect(callsTo(passkeyEndpoints.register)).toEqual([]);
  });

  it('removes a passkey after the current password', async () => {
    answerMethods({ ...NONE, passkeys: [LAPTOP, PHONE], recoveryCodesLeft: 10 });
    let tries = 0;
    answer(
      passkeyEndpoints.remove,
      () => {
        tries += 1;
        if (tries === 1) {
          throw axiosFailure(400, 'Your current password is incorrect', {
            currentPassword: ['Your current password is incorrect'],
          });
        }
        return [PHONE];
      },
      PASSKEY_MESSAGES.removed,
    );
    showWithStore(<SignInMethodsSection />);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove passkey Work laptop' }));
    expect(screen.getByText('The passkey “Work laptop” will no longer sign you in.')).toBeInTheDocument();
    const password = screen.getByLabelText(/current password/i);
    await userEvent.type(password, 'wrong one');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the passkey' }));
    expect(await screen.findByText('Your current password is incorrect')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'marble kettle orbit lantern');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the passkey' }));

    expect(await screen.findByRole('status')).toHaveTextContent(PASSKEY_MESSAGES.removed);
    expect(callsTo(passkeyEndpoints.remove).at(-1)).toEqual(
      expect.objectContaining({
        params: { id: '7' },
        body: { currentPassword: 'marble kettle orbit lantern' },
      }),
    );
  });

  it('renames a passkey with nothing more asked, keeping its name to change', async () => {
    answerMethods({ ...NONE, passkeys: [LAPTOP, PHONE], recoveryCodesLeft: 10 });
    answer(
      passkeyEndpoints.rename,
      () => [{ ...LAPTOP, name: 'Office laptop' }, PHONE],
      PASSKEY_MESSAGES.renamed('Office laptop'),
    );
    showWithStore(<SignInMethodsSection />);

    await userEvent.click(await screen.findByRole('button', { name: 'Rename passkey Work laptop' }));
    const name = screen.getByRole('textbox', { name: /New name for “Work laptop”/ });
    expect(name).toHaveValue('Work laptop');
    expect(screen.queryByLabelText(/current password/i)).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'Office laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Save the name' }));

    expect(await screen.findByRole('status')).toHaveTextContent(PASSKEY_MESSAGES.renamed('Office laptop'));
    expect(callsTo(passkeyEndpoints.rename).at(-1)).toEqual(
      expect.objectContaining({ params: { id: '7' }, body: { name: 'Office laptop' } }),
    );
  });

  it('offers no removal of the only passkey when the authority requires a second factor', async () => {
    answerMethods({ ...NONE, passkeys: [LAPTOP], recoveryCodesLeft: 10, secondFactorRequired: true });
    showWithStore(<SignInMethodsSection />);

    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove passkey/ })).toBeNull();
  });

  it('offers an applicant a passkey of their own on their profile', async () => {
    answer(passkeyEndpoints.list, () => [PHONE]);
    showWithStore(<PasskeysSection />);

    expect(await screen.findByText(/A passkey is optional/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove passkey Phone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
  });
});
