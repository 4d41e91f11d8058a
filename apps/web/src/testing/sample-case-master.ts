import { PUBLIC_STATUS_LABELS, type CaseMaster } from '@casekeeper/contract';

/** A case master as the portal's sign-in answers it: an application approved, a visit booked. */
export function sampleCaseMaster(overrides: Partial<CaseMaster> = {}): CaseMaster {
  return {
    caseNumber: 'HBC-2026-00042',
    status: { code: 'APPROVED', ...PUBLIC_STATUS_LABELS.APPROVED },
    stages: [
      { code: 'ENQUIRY', label: 'Enquiry received', reachedAt: '2026-09-01T09:30:00.000Z' },
      { code: 'APPLICATION_SUBMITTED', label: 'Application received', reachedAt: '2026-10-02T10:00:00.000Z' },
      { code: 'APPROVED', label: 'Grant approved', reachedAt: '2026-11-20T14:15:00.000Z' },
    ],
    officer: { name: 'Sam Officer' },
    team: {
      name: 'Hambleton Borough Council',
      email: 'adaptations@hambleton.example.gov.uk',
      phone: '01609 779977',
    },
    visits: [
      {
        id: 9,
        what: 'Visit',
        description: 'Occupational therapist visit to measure the stairs',
        scheduledAt: '2026-12-03T10:00:00.000Z',
      },
    ],
    grant: null,
    sentDocuments: [],
    ...overrides,
  };
}
