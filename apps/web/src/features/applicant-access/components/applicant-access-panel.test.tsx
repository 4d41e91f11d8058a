import {
  APPLICANT_ACCESS_MESSAGES,
  applicantAccessEndpoints,
  caseEndpoints,
  type ApplicantAccess,
} from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { sampleCase } from '@/features/cases/testing/sample-case';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

const none: ApplicantAccess = {
  state: 'none',
  email: null,
  name: null,
  invitedAt: null,
  invitationExpiresAt: null,
  lastSignInAt: null,
  can: { invite: true, revoke: true },
};
const invited: ApplicantAccess = {
  ...none,
  state: 'invited',
  email: 'peggy@example.com',
  name: 'Peggy Woolley',
  invitedAt: '2026-07-20T13:05:00.000Z',
  invitationExpiresAt: '2026-07-27T13:05:00.000Z',
};

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(caseEndpoints.options, () => ({ officers: [{ id: 7, name: 'Sam Officer' }], contractors: [] }));
  answer(caseEndpoints.statusHistory, () => []);
  storeSessionUser({
    user_type: 'AUTHORITY_USER',
    role: 'READWRITE',
    auth_id: 2,
    webUserId: 7,
    first_name: 'Sam',
  });
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

const panel = async () => screen.findByRole('region', { name: 'Applicant access' });

// Whole pages render slowly in jsdom on a busy machine.
describe('applicant access on the case page', { timeout: 60_000 }, () => {
  it('invites the client at the address on the case, and says where the invitation went', async () => {
    let access = none;
    answer(caseEndpoints.edit, () => sampleCase({ clientEmail: 'peggy@example.com' }));
    answer(applicantAccessEndpoints.read, () => access);
    answer(
      applicantAccessEndpoints.invite,
      () => {
        access = invited;
        return access;
      },
      APPLICANT_ACCESS_MESSAGES.invited,
    );
    renderApp('/case-manager/edit/41');

    const section = await panel();
    expect(
      await within(section).findByText('Peggy Woolley cannot follow this case online yet.'),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Invite applicant' }));

    expect(await screen.findByText(APPLICANT_ACCESS_MESSAGES.invited)).toBeInTheDocument();
    expect(callsTo(applicantAccessEndpoints.invite)).toEqual([
      expect.objectContaining({ params: { caseId: '41' } }),
    ]);
    expect(
      await within(section).findByText(
        'An invitation was sent to peggy@example.com on 20/07/2026 14:05. They can follow the case once they open its link, which works until 27/07/2026 14:05.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Send invitation again' })).toBeInTheDocument();
  });

  it('asks for the client’s address first when the case has none', async () => {
    answer(caseEndpoints.edit, () => sampleCase({ clientEmail: null }));
    answer(applicantAccessEndpoints.read, () => none);
    renderApp('/case-manager/edit/41');

    const section = await panel();
    expect(
      await within(section).findByText('Add the client’s e-mail address to the case to invite them.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Invite applicant' })).toBeNull();
  });

  it('revokes only once the officer confirms, and shows the server’s refusal when there is one', async () => {
    const active: ApplicantAccess = {
      ...invited,
      state: 'active',
      invitationExpiresAt: null,
      lastSignInAt: null,
    };
    answer(caseEndpoints.edit, () => sampleCase({ clientEmail: 'peggy@example.com' }));
    answer(applicantAccessEndpoints.read, () => active);
    answer(applicantAccessEndpoints.revoke, () => {
      throw axiosFailure(422, APPLICANT_ACCESS_MESSAGES.nothingToRevoke, undefined, 'UNPROCESSABLE');
    });
    renderApp('/case-manager/edit/41');

    const section = await panel();
    expect(
      await within(section).findByText(
        'The account of Peggy Woolley (peggy@example.com) can follow this case online. Not signed in yet.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Revoke access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Peggy Woolley\u2019s access?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(applicantAccessEndpoints.revoke)).toHaveLength(0);

    // Once the dialog has gone, the page is back in reach.
    await userEvent.click(await within(section).findByRole('button', { name: 'Revoke access' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke access' }),
    );
    expect(await screen.findByText(APPLICANT_ACCESS_MESSAGES.nothingToRevoke)).toBeInTheDocument();
    expect(callsTo(applicantAccessEndpoints.revoke)).toHaveLength(1);
  });

  it('shows a read-only user the access with nothing to change', async () => {
    storeSessionUser({
      user_type: 'AUTHORITY_USER',
      role: 'READONLY',
      auth_id: 2,
      webUserId: 7,
      first_name: 'Sam',
    });
    answer(caseEndpoints.edit, () =>
      sampleCase({ clientEmail: 'peggy@example.com', can: { edit: false, changeStatus: false } }),
    );
    answer(applicantAccessEndpoints.read, () => ({ ...invited, can: { invite: false, revoke: false } }));
    renderApp('/case-manager/edit/41');

    const section = await panel();
    expect(
      await within(section).findByText(/An invitation was sent to peggy@example.com/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
