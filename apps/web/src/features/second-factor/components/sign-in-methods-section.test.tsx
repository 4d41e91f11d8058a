import {
  SECOND_FACTOR_MESSAGES,
  secondFactorPolicyEndpoints,
  signInMethodEndpoints,
  type SignInMethods,
} from '@casekeeper/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { SecondFactorPolicySection } from './second-factor-policy-section';
import { SignInMethodsSection } from './sign-in-methods-section';

const OFF: SignInMethods = {
  authenticatorApp: null,
  recoveryCodesLeft: 0,
  passkeys: [],
  secondFactorRequired: false,
  hasPassword: true,
};
const ON: SignInMethods = {
  ...OFF,
  authenticatorApp: { addedAt: '2026-03-21T09:05:00.000Z' },
  recoveryCodesLeft: 9,
};
const CODES = ['abcd-efgh-jk', 'mnpq-rstu-vw'];

/** The server's sign-in methods: each read answers the next of these, the last one from then on. */
function answerMethods(...reads: SignInMethods[]) {
  answer(signInMethodEndpoints.get, () => (reads.length > 1 ? reads.shift() : reads[0]));
}

describe('SignInMethodsSection', () => {
  it('sets up an authenticator app: QR code, first code, then the recovery codes once', async () => {
    answerMethods(OFF, ON);
    answer(signInMethodEndpoints.startTotp, () => ({
      secret: 'JBSW Y3DP',
      otpauthUri: 'otpauth://totp/x',
      qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    }));
    answer(
      signInMethodEndpoints.confirmTotp,
      () => ({ recoveryCodes: CODES }),
      SECOND_FACTOR_MESSAGES.enrolled,
    );
    showWithStore(<SignInMethodsSection />);

    expect(await screen.findByText('off', { exact: false })).toHaveTextContent('Authenticator app: off');
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(CODES.join(''));
    expect(screen.getByRole('status')).toHaveTextContent(SECOND_FACTOR_MESSAGES.enrolled);
    expect(callsTo(signInMethodEndpoints.confirmTotp)).toEqual([
      expect.objectContaining({ body: { code: '123456' } }),
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/on, set up 21 March 2026/)).toBeInTheDocument();
    expect(screen.getByText('9 left', { exact: false })).toBeInTheDocument();
  });

  it('removes the app after the current password, showing a wrong one beside its field', async () => {
    answerMethods(ON);
    let tries = 0;
    answer(
      signInMethodEndpoints.removeTotp,
      () => {
        tries += 1;
        if (tries === 1) {
          throw axiosFailure(400, 'Your current password is incorrect', {
            currentPassword: ['Your current password is incorrect'],
          });
        }
        return OFF;
      },
      SECOND_FACTOR_MESSAGES.removed,
    );
    showWithStore(<SignInMethodsSection />);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove the authenticator app' }));
    const password = screen.getByLabelText(/current password/i);
    await userEvent.type(password, 'wrong one');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    expect(await screen.findByText('Your current password is incorrect')).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'marble kettle orbit lantern');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SECOND_FACTOR_MESSAGES.removed);
    expect(callsTo(signInMethodEndpoints.removeTotp).at(-1)?.body).toEqual({
      currentPassword: 'marble kettle orbit lantern',
    });
  });

  it('asks someone with no Casekeeper password for their app’s code instead', async () => {
    answerMethods({ ...ON, hasPassword: false });
    answer(signInMethodEndpoints.renewRecoveryCodes, () => ({ recoveryCodes: CODES }));
    showWithStore(<SignInMethodsSection />);

    await userEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    expect(screen.queryByLabelText(/current password/i)).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));

    expect(await screen.findByText(CODES[0] ?? '')).toBeInTheDocument();
    expect(callsTo(signInMethodEndpoints.renewRecoveryCodes).at(-1)?.body).toEqual({ code: '123456' });
  });

  it('offers no removal of the only second factor the authority requires', async () => {
    answerMethods({ ...ON, secondFactorRequired: true });
    showWithStore(<SignInMethodsSection />);

    expect(await screen.findByText(/requires a second factor of everyone/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the authenticator app' })).toBeNull();
  });
});

describe('SecondFactorPolicySection', () => {
  it('lets an authority admin require a second factor of everyone, saved at once', async () => {
    answer(secondFactorPolicyEndpoints.get, () => ({
      requireSecondFactor: false,
      allowPasskeySignIn: false,
    }));
    answer(secondFactorPolicyEndpoints.save, ({ body }) => body, SECOND_FACTOR_MESSAGES.policySaved(true));
    showWithStore(<SecondFactorPolicySection canEdit />);

    const toggle = await screen.findByRole('switch', { name: 'Require a second factor for everyone' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent(SECOND_FACTOR_MESSAGES.policySaved(true));
    expect(callsTo(secondFactorPolicyEndpoints.save)[0]?.body).toEqual({
      requireSecondFactor: true,
      allowPasskeySignIn: false,
    });
  });

  it('lets an authority admin allow signing in with a passkey alone, keeping the requirement as it is', async () => {
    answer(secondFactorPolicyEndpoints.get, () => ({ requireSecondFactor: true, allowPasskeySignIn: false }));
    answer(
      secondFactorPolicyEndpoints.save,
      ({ body }) => body,
      SECOND_FACTOR_MESSAGES.passkeySignInSaved(true),
    );
    showWithStore(<SecondFactorPolicySection canEdit />);

    const toggle = await screen.findByRole('switch', { name: 'Allow signing in with a passkey alone' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent(SECOND_FACTOR_MESSAGES.passkeySignInSaved(true));
    expect(callsTo(secondFactorPolicyEndpoints.save)[0]?.body).toEqual({
      requireSecondFactor: true,
      allowPasskeySignIn: true,
    });
  });

  it('tells everyone else what the policy is, without a way to change it', async () => {
    answer(secondFactorPolicyEndpoints.get, () => ({ requireSecondFactor: true, allowPasskeySignIn: true }));
    showWithStore(<SecondFactorPolicySection canEdit={false} />);

    expect(
      await screen.findByText('Everyone in your authority signs in with a second factor.'),
    ).toBeInTheDocument();
    // Its own heading, not the page's title ("Signing in") again.
    expect(screen.getByRole('region', { name: 'Second factor and passkeys' })).toBeInTheDocument();
    expect(screen.getByText('A passkey alone may sign people in.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
