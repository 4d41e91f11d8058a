import { profileEndpoints, STALE_RECORD_MESSAGE, type Profile } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { ProfilePage } from './profile-page';

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
  alarmDigest: true,
  pendingEmail: null,
  lastLoginAt: '2026-03-21T14:05:00.000Z',
  version: 3,
};

/** The page with a store holding the server cache only, fresh for each test. */
function renderPage(page: ReactElement) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return renderWithRouter(<Provider store={store}>{page}</Provider>);
}

/** The server's profile: each read answers the next of these, the last one from then on. */
function answerProfiles(...reads: Profile[]) {
  answer(profileEndpoints.get, () => (reads.length > 1 ? reads.shift() : reads[0]));
}

const saves = () => callsTo(profileEndpoints.update).map(({ body }) => body);

describe('ProfilePage', () => {
  it('shows the profile, with UK date and time, and the theme', async () => {
    answerProfiles(profile);
    renderPage(<ProfilePage />);

    expect(await screen.findByText('Priya Shah')).toBeInTheDocument();
    expect(screen.getByText('Authority user (Read and write)')).toBeInTheDocument();
    expect(screen.getByText('Northshire County Council')).toBeInTheDocument();
    expect(screen.getByText('21/03/2026, 14:05')).toBeInTheDocument();
    expect(screen.getByText(/^Theme:/)).toHaveTextContent('Theme: Dark.');
  });

  it('saves names and phone, and tells the app', async () => {
    answerProfiles(profile);
    answer(profileEndpoints.update, () => ({ ...profile, firstName: 'Pri' }), 'Your profile has been saved.');
    const onSaved = vi.fn();
    renderPage(<ProfilePage onSaved={onSaved} />);

    const firstName = await screen.findByRole('textbox', { name: /first name/i });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Pri');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(saves()).toEqual([{ firstName: 'Pri', lastName: 'Shah', phone: '', version: 3 }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Pri' }));
  });

  it('asks for the current password when the e-mail address changes', async () => {
    answerProfiles(profile);
    renderPage(<ProfilePage />);

    const email = await screen.findByRole('textbox', { name: /e-mail address/i });
    expect(screen.queryByLabelText(/current password/i)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'p.shah@council.gov.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByLabelText(/current password/i)).toHaveAccessibleDescription(
      'Enter your current password to change your e-mail address',
    );
    expect(saves()).toEqual([]);
  });

  it('says a new address waits for its link, keeping the current one in the form', async () => {
    const requested = 'We have e-mailed a link to p.shah@council.gov.uk.';
    answerProfiles(profile, { ...profile, pendingEmail: 'p.shah@council.gov.uk' });
    answer(profileEndpoints.update, () => ({ ...profile, pendingEmail: 'p.shah@council.gov.uk' }), requested);
    renderPage(<ProfilePage />);

    const email = await screen.findByRole('textbox', { name: /e-mail address/i });
    await userEvent.clear(email);
    await userEvent.type(email, 'p.shah@council.gov.uk');
    await userEvent.type(await screen.findByLabelText(/current password/i), 'my passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(requested)).toBeInTheDocument();
    expect(await screen.findByText(/Waiting for you to confirm/)).toHaveTextContent(
      'Waiting for you to confirm p.shah@council.gov.uk: open the link we e-mailed to it. Until then, sign in with priya@council.gov.uk.',
    );
    expect(screen.getByRole('textbox', { name: /e-mail address/i })).toHaveValue('priya@council.gov.uk');
  });

  it('shows the server’s field messages', async () => {
    answerProfiles(profile);
    answer(profileEndpoints.update, () => {
      throw axiosFailure(400, 'Please correct the highlighted fields.', {
        email: ['This e-mail address cannot be used. Choose another.'],
      });
    });
    renderPage(<ProfilePage />);

    const email = await screen.findByRole('textbox', { name: /e-mail address/i });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@council.gov.uk');
    await userEvent.type(screen.getByLabelText(/current password/i), 'my passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This e-mail address cannot be used. Choose another.'),
    );
    expect(saves()).toEqual([
      expect.objectContaining({ email: 'taken@council.gov.uk', currentPassword: 'my passphrase' }),
    ]);
  });

  it('offers to reload a profile someone else changed meanwhile, and starts again from it', async () => {
    answerProfiles(profile, { ...profile, lastName: 'Shah-Jones', version: 4 });
    answer(profileEndpoints.update, () => {
      throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT');
    });
    renderPage(<ProfilePage />);

    const firstName = await screen.findByRole('textbox', { name: /first name/i });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Pri');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(saves()).toEqual([expect.objectContaining({ version: 3 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(await screen.findByRole('textbox', { name: /last name/i })).toHaveValue('Shah-Jones');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Priya');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('explains a profile that could not be loaded and offers to try again', async () => {
    let failed = false;
    answer(profileEndpoints.get, () => {
      if (failed) return profile;
      failed = true;
      throw axiosFailure(500, 'Something went wrong on our side.');
    });
    renderPage(<ProfilePage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Priya Shah')).toBeInTheDocument();
  });

  it('turns the morning e-mail of alarms off for an officer with alarms, saved at once', async () => {
    answerProfiles(profile);
    answer(profileEndpoints.update, () => ({ ...profile, alarmDigest: false, version: 4 }), 'Saved.');
    renderPage(<ProfilePage offerAlarmDigest />);

    const choice = await screen.findByRole('switch', { name: 'E-mail me my actions each morning' });
    expect(choice).toBeChecked();
    await userEvent.click(choice);

    expect(await screen.findByRole('status')).toHaveTextContent('You will not get the morning e-mail.');
    expect(saves()).toEqual([{ firstName: 'Priya', lastName: 'Shah', alarmDigest: false, version: 3 }]);
    expect(choice).not.toBeChecked();
  });

  it('keeps the morning e-mail choice as it was when saving it fails', async () => {
    answerProfiles(profile);
    answer(profileEndpoints.update, () => {
      throw axiosFailure(500, 'Something went wrong on our side.');
    });
    renderPage(<ProfilePage offerAlarmDigest />);

    await userEvent.click(await screen.findByRole('switch', { name: 'E-mail me my actions each morning' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('switch', { name: 'E-mail me my actions each morning' })).toBeChecked();
  });

  it('does not offer the morning e-mail to those without alarms', async () => {
    answerProfiles(profile);
    renderPage(<ProfilePage />);

    expect(await screen.findByText('Priya Shah')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /morning/ })).toBeNull();
  });
});
