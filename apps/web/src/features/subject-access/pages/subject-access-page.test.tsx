import {
  SUBJECT_ACCESS_MESSAGES,
  subjectAccessEndpoints,
  type SubjectAccessResult,
} from '@casekeeper/contract';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '@/lib/api/download-file';
import { answer, callsTo } from '@/testing/fake-api';
import { showSubjectAccess } from '../testing/show-subject-access';

vi.mock('@/lib/api/download-file', () => ({
  downloadFile: vi.fn(() =>
    Promise.resolve({ saved: { name: 'subject-access-2026-12-02.zip', bytes: 4096 } }),
  ),
}));

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const FOUND: SubjectAccessResult = {
  cases: [
    {
      id: 11,
      caseNumber: 'AMB-2026-00011',
      clientName: 'Marian Halcombe',
      dateOfBirth: '1980-03-14',
      address: '3 Limmeridge Row, Leeds, LS1 4AP',
      statusName: 'Assessment',
      matched: ['EMAIL'],
    },
    {
      id: 12,
      caseNumber: 'AMB-2026-00012',
      clientName: 'Marian Halcombe',
      dateOfBirth: '1980-03-14',
      address: '12 Fairlie Close, Leeds, LS6 2BD',
      statusName: 'Enquiry',
      matched: ['PHONE'],
    },
  ],
  applicants: [
    {
      id: 70,
      email: 'marian.halcombe@example.org',
      name: 'Marian Halcombe',
      matched: ['EMAIL', 'FOLLOWED_CASE'],
      cases: [{ id: 11, caseNumber: 'AMB-2026-00011' }],
    },
  ],
  auditEntries: 14,
  truncated: false,
};

beforeEach(() => {
  vi.mocked(downloadFile).mockClear();
});

const searchButton = () => screen.getByRole('button', { name: 'Search' });

describe('the Subject access page', () => {
  it('asks for an identifier when nothing is typed, and a whole name with its date of birth', async () => {
    showSubjectAccess();
    await user.click(searchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBJECT_ACCESS_MESSAGES.identifierRequired);

    await user.type(screen.getByLabelText('Last name'), 'Halcombe');
    await user.click(searchButton());
    expect(await screen.findByText(SUBJECT_ACCESS_MESSAGES.firstNameRequired)).toBeVisible();
    expect(screen.getByText(SUBJECT_ACCESS_MESSAGES.dateOfBirthRequired)).toBeVisible();
    expect(callsTo(subjectAccessEndpoints.search)).toHaveLength(0);
  });

  it('searches in the body, lists what was found ticked, and downloads what stays ticked', async () => {
    answer(subjectAccessEndpoints.search, () => FOUND);
    showSubjectAccess();
    await user.type(screen.getByLabelText('First name'), 'Marian');
    await user.type(screen.getByLabelText('Last name'), 'Halcombe');
    await user.type(screen.getByLabelText('Date of birth'), '14/03/1980');
    await user.type(screen.getByLabelText('E-mail address'), 'marian.halcombe@example.org');
    await user.click(searchButton());

    expect(await screen.findByText(/2 cases, 1 applicant account and 14 audit entries/)).toBeVisible();
    expect(callsTo(subjectAccessEndpoints.search)[0]?.body).toEqual({
      firstName: 'Marian',
      lastName: 'Halcombe',
      dateOfBirth: '1980-03-14',
      email: 'marian.halcombe@example.org',
    });
    const second = screen.getByRole('checkbox', { name: /^AMB-2026-00012/ });
    const account = screen.getByRole('checkbox', { name: /marian\.halcombe@example\.org/ });
    expect(screen.getByRole('checkbox', { name: /^AMB-2026-00011/ })).toBeChecked();
    expect(account).toBeChecked();
    expect(screen.getByText(/Found by: e-mail address, follows a case found/)).toBeVisible();
    const notes = screen.getByRole('checkbox', { name: 'Include warning notes' });
    expect(notes).not.toBeChecked();
    expect(notes).toHaveAccessibleDescription(/written for staff/);

    await user.click(second);
    await user.click(notes);
    await user.click(screen.getByRole('button', { name: 'Download ZIP' }));

    expect(downloadFile).toHaveBeenCalledWith(
      expect.objectContaining({
        endpoint: subjectAccessEndpoints.export,
        body: { caseIds: [11], applicantIds: [70], includeWarningNotes: true },
      }),
    );
  });

  it('downloads nothing when everything is unticked, and says why', async () => {
    answer(subjectAccessEndpoints.search, () => FOUND);
    showSubjectAccess();
    await user.type(screen.getByLabelText('Phone number'), '01632 960417');
    await user.click(searchButton());
    for (const box of await screen.findAllByRole('checkbox', { name: /AMB-2026|example\.org/ }))
      await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Download ZIP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBJECT_ACCESS_MESSAGES.nothingChosen);
    expect(downloadFile).not.toHaveBeenCalled();
  });

  it('says when nothing held matches', async () => {
    answer(subjectAccessEndpoints.search, () => ({
      cases: [],
      applicants: [],
      auditEntries: 0,
      truncated: false,
    }));
    showSubjectAccess();
    await user.type(screen.getByLabelText('UPRN'), '100023336956');
    await user.click(searchButton());
    expect(await screen.findByText(/Nothing held matches/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download ZIP' })).toBeNull();
  });
});
