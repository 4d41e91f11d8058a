import { SECOND_FACTOR_MESSAGES, type SecondFactorMethod } from '@casekeeper/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { paths } from '@/config/paths';
import { renderWithRouter } from '@/testing/render-with-router';
import { sessionUser } from '@/testing/session-user';
import { getPendingSignIn, postSecondFactor } from '../api/pending-sign-in';
import { PasskeyBrowserError, PASSKEY_BROWSER_MESSAGES } from '../passkey-browser';
import { passSecondFactorWithPasskey } from '../passkey-sign-in';
import { SecondFactorPage } from './second-factor-page';

vi.mock('../api/pending-sign-in', () => ({ getPendingSignIn: vi.fn(), postSecondFactor: vi.fn() }));
vi.mock('../passkey-sign-in', () => ({ passSecondFactorWithPasskey: vi.fn() }));

const user = sessionUser({ user_type: 'AUTHORITY_USER', first_name: 'Sam' });
const onSession = vi.fn();
const onContinue = vi.fn(() => Promise.resolve());

function show(methods: SecondFactorMethod[] = ['TOTP', 'RECOVERY_CODE'], mustEnrol = false) {
  vi.mocked(getPendingSignIn).mockResolvedValue({ methods, mustEnrol, firstName: 'Sam' });
  renderWithRouter(
    <Routes>
      <Route
        path="/login/second-factor"
        element={<SecondFactorPage onSession={onSession} onContinue={onContinue} />}
      />
      <Route path="/login/enrol" element={<p>Setting up the app</p>} />
    </Routes>,
    { route: '/login/second-factor' },
  );
}

afterEach(() => vi.clearAllMocks());

describe('SecondFactorPage', () => {
  it('asks for the app’s 6-digit code, as phones fill it, and signs in with it', async () => {
    vi.mocked(postSecondFactor).mockResolvedValue({ user, message: 'You are signed in.' });
    show();

    const code = await screen.findByRole('textbox', { name: /6-digit code/i });
    expect(screen.getByRole('heading', { name: 'Hello Sam' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(user));
    expect(postSecondFactor).toHaveBeenCalledWith({ code: '123456' });
    expect(onSession).toHaveBeenCalledWith(user);
  });

  it('shows a wrong code’s message beside the field and keeps the session unkept', async () => {
    vi.mocked(postSecondFactor).mockRejectedValue(
      axiosFailure(400, SECOND_FACTOR_MESSAGES.wrongCode, { code: [SECOND_FACTOR_MESSAGES.wrongCode] }),
    );
    show();

    await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.wrongCode)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /6-digit code/i })).toHaveAttribute('aria-invalid', 'true');
    expect(onSession).not.toHaveBeenCalled();
  });

  it('checks the code’s form before sending it', async () => {
    show();
    await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(postSecondFactor).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead, and says how many are left before going on', async () => {
    const message = SECOND_FACTOR_MESSAGES.recoveryCodeSignedIn(9);
    vi.mocked(postSecondFactor).mockResolvedValue({ user, message });
    show();

    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByRole('textbox', { name: /recovery code/i }), 'abcd-efgh-jk');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(postSecondFactor).toHaveBeenCalledWith({ recoveryCode: 'abcdefghjk' });
    expect(onSession).toHaveBeenCalledWith(user);
    expect(onContinue).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(user);
  });

  it('offers no recovery code to someone who has none left', async () => {
    show(['TOTP']);
    await screen.findByRole('textbox', { name: /6-digit code/i });
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
  });

  it('sends someone back to sign in when the sign-in has expired or had too many wrong codes', async () => {
    vi.mocked(postSecondFactor).mockRejectedValue(
      axiosFailure(401, SECOND_FACTOR_MESSAGES.tooManyCodes, undefined, 'UNAUTHENTICATED'),
    );
    show();

    await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.tooManyCodes);
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says so when there is no sign-in to finish', async () => {
    vi.mocked(getPendingSignIn).mockRejectedValue(
      axiosFailure(401, SECOND_FACTOR_MESSAGES.signInExpired, undefined, 'UNAUTHENTICATED'),
    );
    renderWithRouter(<SecondFactorPage onSession={onSession} onContinue={onContinue} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.signInExpired);
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  });

  it("sends an applicant who came from the portal's sign-in back to it to sign in again", async () => {
    vi.mocked(getPendingSignIn).mockRejectedValue(
      axiosFailure(401, SECOND_FACTOR_MESSAGES.signInExpired, undefined, 'UNAUTHENTICATED'),
    );
    renderWithRouter(<SecondFactorPage onSession={onSession} onContinue={onContinue} />, {
      route: paths.secondFactor,
      state: { signInAt: paths.portal.login },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.signInExpired);
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', paths.portal.login);
  });

  it('offers a passkey first to someone who has one, and signs in with it', async () => {
    vi.mocked(passSecondFactorWithPasskey).mockResolvedValue(user);
    show(['PASSKEY', 'TOTP', 'RECOVERY_CODE']);

    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));

    await waitFor(() => expect(onContinue).toHaveBeenCalledWith(user));
    expect(onSession).toHaveBeenCalledWith(user);
    expect(screen.getByText('Use your passkey: your browser or device will ask for it.')).toBeInTheDocument();
  });

  it('says why a passkey was not used, and offers the other ways to finish', async () => {
    vi.mocked(passSecondFactorWithPasskey)
      .mockRejectedValueOnce(new PasskeyBrowserError(PASSKEY_BROWSER_MESSAGES.cancelledUse))
      .mockRejectedValueOnce(axiosFailure(400, 'That passkey was not accepted.'));
    show(['PASSKEY', 'RECOVERY_CODE']);

    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(PASSKEY_BROWSER_MESSAGES.cancelledUse)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('That passkey was not accepted.')).toBeInTheDocument();
    expect(onSession).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Use the code from your app instead' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByRole('textbox', { name: /recovery code/i })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
  });

  it('sends someone back to sign in when the passkey step finds the sign-in expired', async () => {
    vi.mocked(passSecondFactorWithPasskey).mockRejectedValue(
      axiosFailure(401, SECOND_FACTOR_MESSAGES.signInExpired, undefined, 'UNAUTHENTICATED'),
    );
    show(['PASSKEY']);

    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.signInExpired);
    expect(screen.getByRole('link', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('sends someone who must first set up an app to do so', async () => {
    show([], true);
    expect(await screen.findByText('Setting up the app')).toBeInTheDocument();
  });
});
