import { INVITATION_MESSAGES, type Invitation } from '@casekeeper/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBotCheckConfigForTests } from '@/lib/bot-check/start-bot-check';
import { axiosFailure } from '@/testing/axios-failure';
import { postAcceptApplicantAccess } from '../api/accept-applicant-access';
import { postCheckInvitation } from '../api/check-invitation';
import { InvitationPage } from './invitation-page';

vi.mock('../api/check-invitation', () => ({ postCheckInvitation: vi.fn() }));
vi.mock('../api/accept-applicant-access', () => ({ postAcceptApplicantAccess: vi.fn() }));
vi.mock('@/lib/bot-check/get-public-config', () => ({
  getPublicConfig: vi.fn(() => Promise.resolve({ botCheck: { provider: 'off', siteKey: null } })),
}));

const officer: Invitation = {
  firstName: 'Ruth',
  lastName: 'Archer',
  email: 'ruth.archer@borsetshire.gov.uk',
  hasPassword: false,
  userType: 'AUTHORITY_USER',
  role: 'READWRITE',
  authorityName: 'Borsetshire County Council',
  expiresAt: '2026-11-29T10:00:00.000Z',
};

function PortalLogin() {
  const { state } = useLocation() as { state: { notice?: string } | null };
  return <p>Portal sign-in: {state?.notice}</p>;
}

function renderAt(url: string, accept = vi.fn(() => Promise.resolve())) {
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/invitation', element: <InvitationPage accept={accept} /> },
          { path: '/portal/login', element: <PortalLogin /> },
        ],
        { initialEntries: [url] },
      )}
    />,
  );
  return accept;
}

afterEach(() => {
  resetBotCheckConfigForTests();
  vi.clearAllMocks();
});

describe('InvitationPage', () => {
  it('greets the person by name and names the account, authority and sign-in address before asking for a password', async () => {
    vi.mocked(postCheckInvitation).mockResolvedValue(officer);
    renderAt('/invitation?token=tok123');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ruth' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have been invited to join Borsetshire County Council on Casekeeper as a case officer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('ruth.archer@borsetshire.gov.uk')).toBeInTheDocument();
    expect(screen.getByText(/works until 29\/11\/2026/)).toBeInTheDocument();
    expect(postCheckInvitation).toHaveBeenCalledWith('tok123');
  });

  it('sends the token with the chosen password', async () => {
    vi.mocked(postCheckInvitation).mockResolvedValue(officer);
    const accept = renderAt('/invitation?token=tok123');

    await userEvent.type(await screen.findByLabelText(/^new password/i), 'a long new passphrase');
    await userEvent.type(screen.getByLabelText(/^confirm new password/i), 'a long new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    await waitFor(() =>
      expect(accept).toHaveBeenCalledWith({
        token: 'tok123',
        newPassword: 'a long new passphrase',
        confirmNewPassword: 'a long new passphrase',
      }),
    );
  });

  it('checks the passwords match before sending anything', async () => {
    vi.mocked(postCheckInvitation).mockResolvedValue(officer);
    const accept = renderAt('/invitation?token=tok123');

    await userEvent.type(await screen.findByLabelText(/^new password/i), 'a long new passphrase');
    await userEvent.type(screen.getByLabelText(/^confirm new password/i), 'something different');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await screen.findByText('The two new passwords do not match')).toBeInTheDocument();
    expect(accept).not.toHaveBeenCalled();
  });

  it('adds the case for an applicant who has a password with one button, no password asked, then sends them to sign in', async () => {
    vi.mocked(postCheckInvitation).mockResolvedValue({
      ...officer,
      firstName: 'Peggy',
      email: 'peggy@example.com',
      userType: 'APPLICANT',
      role: null,
      hasPassword: true,
    });
    vi.mocked(postAcceptApplicantAccess).mockResolvedValue(INVITATION_MESSAGES.accessAccepted);
    const accept = renderAt('/invitation?token=tok123');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Peggy' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to my account' }));

    expect(
      await screen.findByText(`Portal sign-in: ${INVITATION_MESSAGES.accessAccepted}`),
    ).toBeInTheDocument();
    expect(postAcceptApplicantAccess).toHaveBeenCalledWith('tok123');
    expect(accept).not.toHaveBeenCalled();
  });

  it('says a used or expired link cannot be used, without a password form', async () => {
    vi.mocked(postCheckInvitation).mockRejectedValue(
      axiosFailure(400, INVITATION_MESSAGES.invalid, undefined, 'BAD_REQUEST'),
    );
    renderAt('/invitation?token=old');

    expect(
      await screen.findByRole('heading', { name: 'This invitation cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(INVITATION_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for the link again when it has no token, without calling the server', () => {
    renderAt('/invitation');
    expect(screen.getByText(/This invitation link is incomplete/)).toBeInTheDocument();
    expect(postCheckInvitation).not.toHaveBeenCalled();
  });
});
