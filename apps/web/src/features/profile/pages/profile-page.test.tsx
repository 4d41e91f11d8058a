import { STALE_RECORD_MESSAGE, type Profile } from '@casekeeper/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { renderWithRouter } from '@/testing/render-with-router';
import { getProfile } from '../api/get-profile';
import { postProfile } from '../api/update-profile';
import { ProfilePage } from './profile-page';

vi.mock('../api/get-profile', () => ({ getProfile: vi.fn() }));
vi.mock('../api/update-profile', () => ({ postProfile: vi.fn() }));
vi.mock('../api/save-theme-mode', () => ({ saveThemeMode: vi.fn(() => Promise.resolve()) }));

const profile: Profile = {
  webUserId: 1,
  email: 'priya@council.gov.uk',
  firstName: 'Priya',
  lastName: 'Shah',
  phone: null,
  userType: 'AUTHORITY_USER',
  role: 'READWRITE',
  authorityName: 'Northshire County Council',
  themeMode: 'dark',
  lastLoginAt: '2026-03-21T14:05:00.000Z',
  version: 3,
};

afterEach(() => vi.clearAllMocks());

describe('ProfilePage', () => {
  it('shows the profile, with UK date and time, and the theme', async () => {
    vi.mocked(getProfile).mockResolvedValue(profile);
    renderWithRouter(<ProfilePage />);

    expect(await screen.findByText('Priya Shah')).toBeInTheDocument();
    expect(screen.getByText('Authority user (Read and write)')).toBeInTheDocument();
    expect(screen.getByText('Northshire County Council')).toBeInTheDocument();
    expect(screen.getByText('21/03/2026, 14:05')).toBeInTheDocument();
    expect(screen.getByText(/^Theme:/)).toHaveTextContent('Theme: Dark.');
  });

  it('saves names and phone, and tells the app', async () => {
    vi.mocked(getProfile).mockResolvedValue(profile);
    vi.mocked(postProfile).mockResolvedValue({
      profile: { ...profile, firstName: 'Pri' },
      message: 'Your profile has been saved.',
    });
    const onSaved = vi.fn();
    renderWithRouter(<ProfilePage onSaved={onSaved} />);

    const firstName = await screen.findByRole('textbox', { name: /first name/i });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Pri');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(postProfile).toHaveBeenCalledWith({ firstName: 'Pri', lastName: 'Shah', phone: '', version: 3 });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Pri' }));
  });

  it('asks for the current password when the e-mail address changes', async () => {
    vi.mocked(getProfile).mockResolvedValue(profile);
    renderWithRouter(<ProfilePage />);

    const email = await screen.findByRole('textbox', { name: /e-mail address/i });
    expect(screen.queryByLabelText(/current password/i)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'p.shah@council.gov.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByLabelText(/current password/i)).toHaveAccessibleDescription(
      'Enter your current password to change your e-mail address',
    );
    expect(postProfile).not.toHaveBeenCalled();
  });

  it('shows the server’s field messages', async () => {
    vi.mocked(getProfile).mockResolvedValue(profile);
    vi.mocked(postProfile).mockRejectedValue(
      axiosFailure(400, 'Please correct the highlighted fields.', {
        email: ['This e-mail address cannot be used. Choose another.'],
      }),
    );
    renderWithRouter(<ProfilePage />);

    const email = await screen.findByRole('textbox', { name: /e-mail address/i });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@council.gov.uk');
    await userEvent.type(screen.getByLabelText(/current password/i), 'my passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This e-mail address cannot be used. Choose another.'),
    );
    expect(postProfile).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'taken@council.gov.uk', currentPassword: 'my passphrase' }),
    );
  });

  it('offers to reload a profile someone else changed meanwhile, and starts again from it', async () => {
    vi.mocked(getProfile).mockResolvedValueOnce(profile);
    vi.mocked(getProfile).mockResolvedValueOnce({ ...profile, lastName: 'Shah-Jones', version: 4 });
    vi.mocked(postProfile).mockRejectedValueOnce(
      axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT'),
    );
    renderWithRouter(<ProfilePage />);

    const firstName = await screen.findByRole('textbox', { name: /first name/i });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Pri');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(postProfile).toHaveBeenCalledWith(expect.objectContaining({ version: 3 }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(await screen.findByRole('textbox', { name: /last name/i })).toHaveValue('Shah-Jones');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Priya');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('explains a profile that could not be loaded and offers to try again', async () => {
    vi.mocked(getProfile).mockRejectedValueOnce(axiosFailure(500, 'Something went wrong on our side.'));
    vi.mocked(getProfile).mockResolvedValueOnce(profile);
    renderWithRouter(<ProfilePage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Priya Shah')).toBeInTheDocument();
  });
});
