import {
  signedInDeviceEndpoints,
  SIGNED_IN_DEVICE_MESSAGES,
  type SignedInDevice,
} from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { SignedInDevices } from './signed-in-devices';

const laptop: SignedInDevice = {
  id: '5b0e1c9a-0d4f-4d8e-9b6a-1f2e3d4c5b6a',
  device: 'Chrome on Windows',
  ip: '203.0.113.7',
  signInMethod: 'PASSWORD',
  secondFactor: 'TOTP',
  startedAt: '2026-03-21T09:05:00.000Z',
  lastUsedAt: '2026-03-21T14:05:00.000Z',
  current: true,
};
const phone: SignedInDevice = {
  ...laptop,
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  device: 'Safari on iOS',
  ip: '198.51.100.23',
  secondFactor: null,
  startedAt: '2026-03-20T18:30:00.000Z',
  lastUsedAt: '2026-03-20T19:00:00.000Z',
  current: false,
};

/** The server's list: each read answers the next of these, the last one from then on. */
function answerDevices(...reads: SignedInDevice[][]) {
  answer(signedInDeviceEndpoints.list, () => (reads.length > 1 ? reads.shift() : reads[0]));
}

const rowOf = (name: string) => {
  const heading = screen.getByText(name, { selector: 'h3' });
  const row = heading.closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('SignedInDevices', () => {
  it('lists each device in words, the one in use marked and without a Sign out of its own', async () => {
    answerDevices([laptop, phone]);
    showWithStore(<SignedInDevices />);

    expect(await screen.findByText('Chrome on Windows', { selector: 'h3' })).toBeInTheDocument();
    const here = within(rowOf('Chrome on Windows'));
    expect(here.getByText('This device')).toBeInTheDocument();
    expect(here.getByText('Signed in with a password and an authenticator app')).toBeInTheDocument();
    expect(here.getByText('IP address 203.0.113.7')).toBeInTheDocument();
    expect(here.getByText('Signed in 21/03/2026 09:05')).toBeInTheDocument();
    expect(here.getByText('Last used 21/03/2026 14:05')).toBeInTheDocument();
    expect(here.queryByRole('button')).toBeNull();

    const there = within(rowOf('Safari on iOS'));
    expect(there.queryByText('This device')).toBeNull();
    expect(there.getByRole('button')).toHaveAccessibleName(
      'Sign out Safari on iOS, signed in 20/03/2026 18:30',
    );
  });

  it('signs one device out once asked, and shows the list read again', async () => {
    answerDevices([laptop, phone], [laptop]);
    answer(signedInDeviceEndpoints.end, () => null, 'Safari on iOS has been signed out.');
    showWithStore(<SignedInDevices />);

    await userEvent.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out Safari on iOS?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Safari on iOS' })).toBeNull());
    expect(callsTo(signedInDeviceEndpoints.end).map(({ params }) => params)).toEqual([
      { sessionId: phone.id },
    ]);
    expect(screen.getByText('You are not signed in anywhere else.')).toBeInTheDocument();
  });

  it('changes nothing when the dialog is cancelled', async () => {
    answerDevices([laptop, phone]);
    showWithStore(<SignedInDevices />);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('You stay signed in here.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(signedInDeviceEndpoints.endOthers)).toEqual([]);
  });

  it('signs out everywhere else once asked', async () => {
    answerDevices([laptop, phone], [laptop]);
    answer(signedInDeviceEndpoints.endOthers, () => ({ sessionsEnded: 1 }), 'Signed out.');
    showWithStore(<SignedInDevices />);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));

    expect(await screen.findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(callsTo(signedInDeviceEndpoints.endOthers)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('reads the list again when the device had already been signed out', async () => {
    answerDevices([laptop, phone], [laptop]);
    answer(signedInDeviceEndpoints.end, () => {
      throw axiosFailure(404, SIGNED_IN_DEVICE_MESSAGES.notFound, undefined, 'NOT_FOUND');
    });
    showWithStore(<SignedInDevices />);

    await userEvent.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Safari on iOS' })).toBeNull());
  });

  it('says what went wrong when the list cannot be read, and tries again', async () => {
    let reads = 0;
    answer(signedInDeviceEndpoints.list, () => {
      reads += 1;
      if (reads === 1) throw axiosFailure(503, 'The service is busy.', undefined, 'UNAVAILABLE');
      return [laptop];
    });
    showWithStore(<SignedInDevices />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your signed-in devices could not be loaded: The service is busy.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Chrome on Windows' })).toBeInTheDocument();
  });
});
