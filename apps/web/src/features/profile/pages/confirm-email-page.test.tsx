import { EMAIL_CHANGE_MESSAGES } from '@casekeeper/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { renderWithRouter } from '@/testing/render-with-router';
import { postConfirmEmail } from '../api/confirm-email';
import { ConfirmEmailPage } from './confirm-email-page';

vi.mock('../api/confirm-email', () => ({ postConfirmEmail: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('ConfirmEmailPage', () => {
  it('changes nothing on opening; the button confirms the address and offers sign-in', async () => {
    vi.mocked(postConfirmEmail).mockResolvedValue(EMAIL_CHANGE_MESSAGES.confirmed('new@council.gov.uk'));
    renderWithRouter(<ConfirmEmailPage />, { route: '/confirm-email?token=tok123' });

    expect(postConfirmEmail).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new address' }));

    expect(
      await screen.findByText(EMAIL_CHANGE_MESSAGES.confirmed('new@council.gov.uk')),
    ).toBeInTheDocument();
    expect(postConfirmEmail).toHaveBeenCalledWith('tok123');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says why a used or expired link cannot be used', async () => {
    vi.mocked(postConfirmEmail).mockRejectedValue(
      axiosFailure(400, EMAIL_CHANGE_MESSAGES.invalid, undefined, 'BAD_REQUEST'),
    );
    renderWithRouter(<ConfirmEmailPage />, { route: '/confirm-email?token=old' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.invalid)).toBeInTheDocument();
  });
});
