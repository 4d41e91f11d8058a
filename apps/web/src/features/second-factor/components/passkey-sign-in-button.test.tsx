import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { sessionUser } from '@/testing/session-user';
import { signInWithPasskeyAlone } from '../passkey-sign-in';
import { PasskeySignInButton } from './passkey-sign-in-button';

vi.mock('../passkey-sign-in', () => ({ signInWithPasskeyAlone: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const user = sessionUser({ user_type: 'AUTHORITY_USER', first_name: 'Sam' });
const REFUSED =
  'That passkey cannot sign you in here. Sign in with your e-mail address and password instead.';

describe('PasskeySignInButton', () => {
  it('signs in with a passkey alone and goes on', async () => {
    vi.mocked(signInWithPasskeyAlone).mockResolvedValue(user);
    const onSignedIn = vi.fn(() => Promise.resolve());
    renderWithRouter(<PasskeySignInButton onSignedIn={onSignedIn} />);

    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
  });

  it('shows the refusal, and lets the person try again', async () => {
    vi.mocked(signInWithPasskeyAlone).mockRejectedValueOnce(new Error(REFUSED)).mockResolvedValueOnce(user);
    const onSignedIn = vi.fn(() => Promise.resolve());
    renderWithRouter(<PasskeySignInButton onSignedIn={onSignedIn} />);

    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
  });
});
