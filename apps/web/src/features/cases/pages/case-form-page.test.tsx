import {
  applicantAccessEndpoints,
  authorityChoiceEndpoints,
  REFUSAL_MESSAGES,
  clockEndpoints,
  CASE_MESSAGES,
  caseEndpoints,
  POSTCODE_LOOKUP_MESSAGES,
  postcodeEndpoints,
  STALE_RECORD_MESSAGE,
  STATUS_DATE_MESSAGES,
  type Case,
  type CaseStatusChange,
} from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { sampleCase } from '../testing/sample-case';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

const opened: CaseStatusChange = {
  id: 1,
  fromStatusId: null,
  fromStatusName: null,
  toStatusId: 1,
  toStatusName: 'Enquiry',
  changedAt: '2026-01-12T09:30:00.000Z',
  effectiveDate: '2026-01-12',
  recordedAt: '2026-01-12T09:30:00.000Z',
  changedByName: 'Sam Officer',
  note: null,
  refusalReason: null,
};
const assessed: CaseStatusChange = {
  id: 2,
  fromStatusId: 1,
  fromStatusName: 'Enquiry',
  toStatusId: 3,
  toStatusName: 'Assessment',
  changedAt: '2026-07-19T23:00:00.000Z',
  effectiveDate: '2026-07-20',
  recordedAt: '2026-07-28T13:05:00.000Z',
  changedByName: 'Sam Officer',
  note: 'OT visit booked',
  refusalReason: null,
};

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(caseEndpoints.options, () => ({
    officers: [{ id: 7, name: 'Sam Officer' }],
    contractors: [{ id: 3, name: 'Ambridge Builders' }],
  }));
  answer(caseEndpoints.statusHistory, () => [opened, assessed]);
  // The case page's applicant access (its own feature's tests): nobody invited yet.
  answer(applicantAccessEndpoints.read, () => ({
    state: 'none',
    email: null,
    invitedAt: null,
    invitationExpiresAt: null,
    lastSignInAt: null,
    can: { invite: false, revoke: false },
  }));
  // …and its timescales (the clocks feature's tests): none.
  answer(clockEndpoints.caseClocks, () => ({ clocks: [] }));
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

const signInAs = (role: 'READWRITE' | 'READONLY') =>
  storeSessionUser({ user_type: 'AUTHORITY_USER', role, auth_id: 2, webUserId: 7, first_name: 'Sam' });

const caseReads = (read: () => Case) => answer(caseEndpoints.edit, read);

/** Fills what a new case needs, by keyboard as an officer would. */
async function typeNewClient() {
  await userEvent.type(await screen.findByLabelText(/^First name/), 'Peggy');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Woolley');
  await userEvent.type(screen.getByLabelText(/^Address line 1/), '2 Mill Lane');
  await userEvent.type(screen.getByLabelText(/^Post code/), 'b338th');
}

describe('adding a case', { timeout: 60_000 }, () => {
  it('fills the address from the post code, and sends pence and tidied fields', async () => {
    answer(postcodeEndpoints.lookup, ({ query }) => ({
      postCode: query.postCode,
      source: 'stored',
      addresses: [
        {
          addressLine1: 'The Lodge',
          addressLine2: 'Home Farm',
          addressLine3: null,
          town: 'Ambridge',
          county: 'Borsetshire',
          postCode: 'B33 8TH',
          uprn: '100070000001',
        },
      ],
    }));
    answer(
      caseEndpoints.add,
      ({ body }) => sampleCase({ ...(body as Partial<Case>), id: 41 }),
      'Case HBC-2026-00041 has been added.',
    );
    caseReads(() => sampleCase({}));
    signInAs('READWRITE');
    const router = renderApp('/case-manager/add');

    expect(await screen.findByRole('heading', { name: 'Add case', level: 1 })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/^First name/), ' Peggy ');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Woolley');
    await userEvent.type(screen.getByLabelText(/^Telephone/), '01632 960 001');
    await userEvent.type(screen.getByLabelText(/^Date of birth/), '9/3/1941');
    await userEvent.type(screen.getByLabelText(/^Referral date/), '12/01/2026');
    await userEvent.type(screen.getByLabelText(/^Post code/), 'b338th');
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    expect(callsTo(postcodeEndpoints.lookup)[0]?.query).toEqual({ postCode: 'B33 8TH' });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Choose the address' }),
      'The Lodge, Home Farm, Ambridge',
    );
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('The Lodge');
    expect(screen.getByLabelText(/^County/)).toHaveValue('Borsetshire');
    expect(screen.getByLabelText(/^UPRN/)).toHaveValue('100070000001');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Contractor' }), 'Ambridge Builders');
    await userEvent.type(screen.getByLabelText(/^Estimated cost/), '12500');
    await userEvent.tab();
    expect(screen.getByLabelText(/^Estimated cost/)).toHaveValue('12,500.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add case' }));

    await waitFor(() => expect(callsTo(caseEndpoints.add)).toHaveLength(1));
    expect(callsTo(caseEndpoints.add)[0]?.body).toMatchObject({
      clientFirstName: 'Peggy',
      clientLastName: 'Woolley',
      clientTitle: null,
      clientEmail: null,
      clientPhone: '01632 960 001',
      clientDateOfBirth: '1941-03-09',
      referralDate: '2026-01-12',
      addressLine1: 'The Lodge',
      addressLine2: 'Home Farm',
      addressLine3: null,
      town: 'Ambridge',
      postCode: 'B33 8TH',
      uprn: '100070000001',
      assignedOfficerId: 7,
      contractorId: 3,
      priority: 'Normal',
      statusId: 1,
      estimatedCostPence: 1_250_000,
      approvedGrantPence: null,
    });
    expect(await screen.findByText('Case HBC-2026-00041 has been added.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-manager/edit/41'));
  });

  it('shows the messages of a refused case beside their fields', async () => {
    answer(caseEndpoints.add, () => {
      throw axiosFailure(400, 'Check the highlighted fields.', {
        postCode: ['Enter a real UK post code, like SW1A 1AA'],
        assignedOfficerId: [CASE_MESSAGES.officerNotInAuthority],
      });
    });
    signInAs('READWRITE');
    renderApp('/case-manager/add');

    await typeNewClient();
    await userEvent.type(screen.getByLabelText(/^Approved grant/), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Add case' }));
    // What the form can check itself, it checks before sending.
    expect(await screen.findByLabelText(/^Approved grant/)).toHaveAccessibleDescription(
      'Enter an amount in pounds, like 12,500.00',
    );
    expect(callsTo(caseEndpoints.add)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^Approved grant/));
    await userEvent.click(screen.getByRole('button', { name: 'Add case' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Post code/)).toHaveAccessibleDescription(
        'Enter a real UK post code, like SW1A 1AA',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Officer' })).toHaveAccessibleDescription(
      CASE_MESSAGES.officerNotInAuthority,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
  });

  it("says when the address finder cannot help, and puts the post code's problem on the field", async () => {
    let attempt = 0;
    answer(postcodeEndpoints.lookup, () => {
      attempt += 1;
      if (attempt === 1) throw axiosFailure(503, 'Address service down', undefined, 'SERVICE_UNAVAILABLE');
      throw axiosFailure(400, 'Check the post code.', { postCode: ['That post code is not in use'] });
    });
    signInAs('READWRITE');
    renderApp('/case-manager/add');

    const postCode = await screen.findByLabelText(/^Post code/);
    await userEvent.type(postCode, 'SW1A');
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    expect(postCode).toHaveAccessibleDescription(POSTCODE_LOOKUP_MESSAGES.partial);
    expect(callsTo(postcodeEndpoints.lookup)).toHaveLength(0);

    await userEvent.type(postCode, ' 1AA');
    await userEvent.click(screen.getByRole('button', { name: 'Find address' }));
    expect(await screen.findByText(POSTCODE_LOOKUP_MESSAGES.unavailable)).toBeInTheDocument();

    await userEvent.type(postCode, '{Enter}');
    await waitFor(() => expect(postCode).toHaveAccessibleDescription('That post code is not in use'));
    expect(callsTo(caseEndpoints.add)).toHaveLength(0);
  });
});

describe('a case page', { timeout: 60_000 }, () => {
  it('offers only the allowed statuses, and sends the note and the date it happened with the version read', async () => {
    caseReads(() => sampleCase({ allowedStatusIds: [4, 10, 11] }));
    answer(
      caseEndpoints.changeStatus,
      () => sampleCase({ statusId: 10, statusName: 'On hold', version: 2 }),
      'Case HBC-2026-00041 is now On hold.',
    );
    signInAs('READWRITE');
    renderApp('/case-manager/edit/41?tab=details');

    expect(await screen.findByRole('heading', { name: 'Case HBC-2026-00041', level: 1 })).toBeInTheDocument();
    const moveTo = await screen.findByRole('combobox', { name: 'Move to' });
    expect(
      within(moveTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Application submitted', 'On hold', 'Withdrawn']);
    await userEvent.selectOptions(moveTo, 'On hold');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Waiting for the OT');
    const happened = screen.getByRole('textbox', { name: 'Date it happened' });
    await userEvent.clear(happened);
    await userEvent.type(happened, '20/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));

    await waitFor(() => expect(callsTo(caseEndpoints.changeStatus)).toHaveLength(1));
    expect(callsTo(caseEndpoints.changeStatus)[0]).toMatchObject({
      params: { caseId: '41', statusId: '10' },
      body: { note: 'Waiting for the OT', version: 1, effectiveDate: '2026-11-20' },
    });
    expect(await screen.findByText('Case HBC-2026-00041 is now On hold.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getByText('OT visit booked')).toBeInTheDocument();
    expect(within(history).getByText('Sam Officer, 12/01/2026 09:30')).toBeInTheDocument();
    expect(
      within(history).getByText('Sam Officer: happened 20/07/2026, recorded 28/07/2026 14:05'),
    ).toBeInTheDocument();
  });

  it('asks why an application is refused, and for the words when the reason wants them', async () => {
    caseReads(() =>
      sampleCase({ statusId: 4, statusName: 'Application submitted', allowedStatusIds: [10, 11, 12] }),
    );
    const choice = { list: 'REFUSAL_REASON', needsText: false, isActive: true, version: 1 } as const;
    answer(authorityChoiceEndpoints.list, () => [
      { ...choice, id: 7, name: 'Not eligible', sortOrder: 1 },
      { ...choice, id: 8, name: 'Retired reason', sortOrder: 2, isActive: false },
      { ...choice, id: 9, name: 'Other', sortOrder: 3, needsText: true },
    ]);
    let refusals = 0;
    answer(caseEndpoints.changeStatus, () => {
      refusals += 1;
      if (refusals === 1) {
        throw axiosFailure(400, 'Check the fields', { refusalReasonText: [REFUSAL_MESSAGES.textNeeded] });
      }
      return sampleCase({ statusId: 12, statusName: 'Refused', version: 2, allowedStatusIds: [] });
    });
    signInAs('READWRITE');
    renderApp('/case-manager/edit/41?tab=details');

    expect(
      await screen.findByText(/To approve the application, propose the grant in the Grant section/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Reason for refusal' })).not.toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move to' }), 'Refused');
    const reason = await screen.findByRole('combobox', { name: 'Reason for refusal' });
    await waitFor(() =>
      expect(
        within(reason)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a reason', 'Not eligible', 'Other']),
    );
    await userEvent.selectOptions(reason, 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const words = screen.getByRole('textbox', { name: 'The reason in words' });
    await waitFor(() => expect(words).toHaveAccessibleDescription(REFUSAL_MESSAGES.textNeeded));
    await userEvent.type(words, 'Landlord to do the works');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));

    await waitFor(() => expect(callsTo(caseEndpoints.changeStatus)).toHaveLength(2));
    expect(callsTo(caseEndpoints.changeStatus)[1]).toMatchObject({
      params: { statusId: '12' },
      body: { refusalReasonId: 9, refusalReasonText: 'Landlord to do the works' },
    });
  });

  it("shows the server's word on the date beside the date, and changes nothing", async () => {
    caseReads(() => sampleCase({ allowedStatusIds: [4, 10, 11] }));
    answer(caseEndpoints.changeStatus, () => {
      throw axiosFailure(400, 'Check the fields', { effectiveDate: [STATUS_DATE_MESSAGES.future] });
    });
    signInAs('READWRITE');
    renderApp('/case-manager/edit/41?tab=details');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move to' }), 'On hold');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const happened = screen.getByRole('textbox', { name: 'Date it happened' });
    await waitFor(() => expect(happened).toHaveAccessibleDescription(STATUS_DATE_MESSAGES.future));
    expect(happened).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the status as it is while the form has unsaved changes', async () => {
    caseReads(() => sampleCase({}));
    signInAs('READWRITE');
    renderApp('/case-manager/edit/41?tab=details');

    await userEvent.type(await screen.findByLabelText(/^Referral source/), ' and family');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move to' }), 'Application submitted');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(
      screen.getByText('Save or cancel your changes to the case before changing its status.'),
    ).toBeInTheDocument();
    expect(callsTo(caseEndpoints.changeStatus)).toHaveLength(0);
  });

  it('shows what someone else changed, and Keep mine saves over it', async () => {
    const theirs = sampleCase({ priority: 'Urgent', version: 2, updatedByName: 'Dev Admin' });
    caseReads(() => sampleCase({}));
    let saves = 0;
    answer(
      caseEndpoints.update,
      ({ body }) => {
        saves += 1;
        if (saves === 1)
          throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT', { current: theirs });
        return sampleCase({ ...(body as Partial<Case>), version: 3 });
      },
      'Case HBC-2026-00041 has been saved.',
    );
    signInAs('READWRITE');
    renderApp('/case-manager/edit/41?tab=details');

    const lastName = await screen.findByLabelText(/^Last name/);
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Archer');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('Dev Admin saved this case while you were editing it');
    expect(within(conflict).getByRole('listitem')).toHaveTextContent('Priority: now Urgent');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(callsTo(caseEndpoints.update)).toHaveLength(2));
    expect(callsTo(caseEndpoints.update)[1]?.body).toMatchObject({
      id: 41,
      version: 2,
      clientLastName: 'Archer',
      priority: 'High',
    });
    expect(await screen.findByText('Case HBC-2026-00041 has been saved.')).toBeInTheDocument();
  });

  it('takes their version on Reload', async () => {
    let current = sampleCase({});
    caseReads(() => current);
    answer(caseEndpoints.update, () => {
      current = sampleCase({ priority: 'Urgent', version: 2, updatedByName: 'Dev Admin' });
      throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT', { current });
    });
    signInAs('READWRITE');
    renderApp('/case-manager/edit/41?tab=details');

    const lastName = await screen.findByLabelText(/^Last name/);
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Archer');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('Urgent'));
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Woolley');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is a view for a read-only user: the same information, nothing to change', async () => {
    caseReads(() =>
      sampleCase({
        allowedStatusIds: [],
        can: { edit: false, changeStatus: false },
        estimatedCostPence: 1_250_000,
      }),
    );
    signInAs('READONLY');
    renderApp('/case-manager/edit/41?tab=details');

    expect(await screen.findByRole('heading', { name: 'Case HBC-2026-00041', level: 1 })).toBeInTheDocument();
    const page = screen.getByRole('main');
    expect(within(page).getByText('£12,500.00')).toBeInTheDocument();
    expect(within(page).getByText(CASE_MESSAGES.readOnly)).toBeInTheDocument();
    expect(within(page).getByRole('region', { name: 'Address' })).toHaveTextContent(
      'The Lodge Ambridge Borsetshire B33 8TH',
    );
    expect(await within(page).findByText('OT visit booked')).toBeInTheDocument();
    expect(within(page).queryAllByRole('textbox')).toEqual([]);
    expect(within(page).queryAllByRole('combobox')).toEqual([]);
    expect(within(page).queryByRole('button', { name: /save|change status/i })).not.toBeInTheDocument();
    expect(callsTo(caseEndpoints.options)).toHaveLength(0);
  });

  it("says plainly when the case is not the caller's, inside the layout", async () => {
    answer(caseEndpoints.edit, () => {
      throw axiosFailure(404, CASE_MESSAGES.notFound, undefined, 'NOT_FOUND');
    });
    signInAs('READWRITE');
    renderApp('/case-manager/edit/99');

    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByText(CASE_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('is NOT FOUND for a {type} other than add or edit', async () => {
    signInAs('READWRITE');
    renderApp('/case-manager/delete/41');
    expect(await screen.findByRole('heading', { name: 'NOT FOUND' })).toBeInTheDocument();
  });
});
