import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { postPasswordReset } from '../api/reset-password';
import { resetBotCheckConfigForTests } from '@/lib/bot-check/start-bot-check';
import { PasswordResetPage } from './password-reset-page';

vi.mock('../api/reset-password', () => ({ postPasswordReset: vi.fn() }));
vi.mock('@/lib/bot-check/get-public-config', () => ({
  getPublicConfig: vi.fn(() => Promise.resolve({ botCheck: { provider: 'off', siteKey: null } })),
}));

function LoginStandIn() {
  return <p>Sign-in page</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/password-reset', Component: PasswordResetPage },
      { path: '/login', Component: LoginStandIn },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function choose(password: string, confirm: string) {
  await userEvent.type(screen.getByLabelText(/^new password/i), password);
  await userEvent.type(screen.getByLabelText(/^confirm new password/i), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

afterEach(() => {
  resetBotCheckConfigForTests();
  vi.clearAllMocks();
});

describe('PasswordResetPage', () => {
  it('sends the token from the link and goes to /login with the confirmation', async () => {
    vi.mocked(postPasswordReset).mockResolvedValue(
      'Your password has been changed. You can now sign in with it.',
    );
    const router = renderAt('/password-reset?token=abc123');

    await choose('a long new passphrase', 'a long new passphrase');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      notice: 'Your password has been changed. You can now sign in with it.',
    });
    expect(postPasswordReset).toHaveBeenCalledWith({
      token: 'abc123',
      newPassword: 'a long new passphrase',
      confirmNewPassword: 'a long new passphrase',
    });
  });

  it('shows the contract’s messages: too short, not matching', async () => {
    renderAt('/password-reset?token=abc123');

    await choose('short', 'different');

    expect(screen.getByLabelText(/^new password/i)).toHaveAccessibleDescription('Use at least 12 characters');
    expect(screen.getByLabelText(/^confirm new password/i)).toHaveAccessibleDescription(
      'The two new passwords do not match',
    );
    expect(postPasswordReset).not.toHaveBeenCalled();
  });

  it('shows the server’s field message beside the field, and a used link’s message above the form', async () => {
    vi.mocked(postPasswordReset).mockRejectedValueOnce(
      axiosFailure(400, 'Check the highlighted fields.', { newPassword: ['This password is too common'] }),
    );
    renderAt('/password-reset?token=abc123');

    await choose('password1234', 'password1234');

    await waitFor(() =>
      expect(screen.getByLabelText(/^new password/i)).toHaveAccessibleDescription(
        'This password is too common',
      ),
    );

    vi.mocked(postPasswordReset).mockRejectedValueOnce(
      axiosFailure(
        400,
        'This password reset link is invalid, already used or expired. Please ask for a new one.',
        {
          token: ['This password reset link is invalid, already used or expired.'],
        },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already used or expired');
  });

  it('explains a link without a token', () => {
    renderAt('/password-reset');
    expect(screen.getByText('This reset link is incomplete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
