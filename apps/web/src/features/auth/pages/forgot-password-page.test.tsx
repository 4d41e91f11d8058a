import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { renderWithRouter } from '@/testing/render-with-router';
import { postForgotPassword } from '../api/forgot-password';
import { getPublicConfig } from '@/lib/bot-check/get-public-config';
import { resetBotCheckConfigForTests } from '@/lib/bot-check/start-bot-check';
import { ForgotPasswordPage } from './forgot-password-page';

vi.mock('../api/forgot-password', () => ({ postForgotPassword: vi.fn() }));
vi.mock('@/lib/bot-check/get-public-config', () => ({
  getPublicConfig: vi.fn(() => Promise.resolve({ botCheck: { provider: 'off', siteKey: null } })),
}));

const SAME_MESSAGE =
  'If an account exists for that e-mail address, we have sent a link to reset the password.';

afterEach(() => {
  resetBotCheckConfigForTests();
  vi.clearAllMocks();
});

describe('ForgotPasswordPage', () => {
  it('asks for the public settings when it opens', async () => {
    renderWithRouter(<ForgotPasswordPage />);
    await waitFor(() => expect(getPublicConfig).toHaveBeenCalled());
  });

  it('shows the server’s message, whatever the address, and focuses it', async () => {
    vi.mocked(postForgotPassword).mockResolvedValue(SAME_MESSAGE);
    renderWithRouter(<ForgotPasswordPage />);

    await userEvent.type(screen.getByRole('textbox', { name: /e-mail address/i }), 'nobody@council.gov.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SAME_MESSAGE);
    await waitFor(() => expect(status).toHaveFocus());
    expect(postForgotPassword).toHaveBeenCalledWith({ email: 'nobody@council.gov.uk' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('checks the address against the contract before sending', async () => {
    renderWithRouter(<ForgotPasswordPage />);

    await userEvent.type(screen.getByRole('textbox', { name: /e-mail address/i }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByRole('textbox', { name: /e-mail address/i })).toHaveAccessibleDescription(
      'Enter an e-mail address like name@council.gov.uk',
    );
    expect(postForgotPassword).not.toHaveBeenCalled();
  });

  it('shows a rate limit answer as the server words it', async () => {
    vi.mocked(postForgotPassword).mockRejectedValue(
      axiosFailure(429, 'Too many requests. Try again in 60 seconds.'),
    );
    renderWithRouter(<ForgotPasswordPage />);

    await userEvent.type(screen.getByRole('textbox', { name: /e-mail address/i }), 'a@council.gov.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 60 seconds.');
  });
});
