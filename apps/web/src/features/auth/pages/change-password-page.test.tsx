import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { postChangePassword } from '../api/change-password';
import { authSlice } from '../stores/auth-slice';
import { ChangePasswordPage } from './change-password-page';

vi.mock('../api/change-password', () => ({ postChangePassword: vi.fn() }));

function renderPage() {
  storeSessionUser({ access_token: 'before' });
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  render(
    <Provider store={store}>
      <ChangePasswordPage />
    </Provider>,
  );
  return store;
}

async function change(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText(/^current password/i), current);
  await userEvent.type(screen.getByLabelText(/^new password/i), next);
  await userEvent.type(screen.getByLabelText(/^confirm new password/i), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

afterEach(() => vi.clearAllMocks());

describe('ChangePasswordPage', () => {
  it('shows the server’s per-field messages from a 400 and focuses the first such field', async () => {
    vi.mocked(postChangePassword).mockRejectedValue(
      axiosFailure(400, 'Check the highlighted fields.', {
        currentPassword: ['Your current password is incorrect'],
      }),
    );
    renderPage();

    await change('wrong one', 'a long new passphrase', 'a long new passphrase');

    const current = screen.getByLabelText(/^current password/i);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is incorrect'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(current).toHaveFocus());
  });

  it('stores the fresh session, clears the form and confirms', async () => {
    vi.mocked(postChangePassword).mockResolvedValue({
      user: sessionUser({ access_token: 'after' }),
      message: 'Your password has been changed. Other devices have been signed out.',
    });
    const store = renderPage();

    await change('the old passphrase', 'a long new passphrase', 'a long new passphrase');

    expect(await screen.findByRole('status')).toHaveTextContent('Other devices have been signed out.');
    expect(store.getState().auth.user?.access_token).toBe('after');
    expect(screen.getByLabelText(/^current password/i)).toHaveValue('');
  });

  it('checks the new password against the contract first', async () => {
    renderPage();
    await change('', 'short', 'short');
    expect(screen.getByLabelText(/^current password/i)).toHaveAccessibleDescription(
      'Enter your current password',
    );
    expect(screen.getByLabelText(/^new password/i)).toHaveAccessibleDescription('Use at least 12 characters');
    expect(postChangePassword).not.toHaveBeenCalled();
  });
});
