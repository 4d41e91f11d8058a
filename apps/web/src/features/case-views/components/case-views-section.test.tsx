import { caseViewEndpoints, type CaseView } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { answer, callsTo } from '@/testing/fake-api';
import { CaseViewsSection } from './case-views-section';

const officer = {
  webUserId: 7,
  firstName: 'Olive',
  lastName: 'Officer',
  userType: 'AUTHORITY_USER',
  role: 'READWRITE',
} as const;
const platformAdmin = {
  webUserId: 1,
  firstName: 'Pat',
  lastName: 'Platform',
  userType: 'ADMIN',
  role: null,
} as const;

const views: CaseView[] = [
  {
    id: 3,
    occurredAt: '2026-03-21T14:05:00.000Z',
    kind: 'FILE_DOWNLOAD',
    viewer: officer,
    onBehalfOf: null,
    fileName: 'OT report.pdf',
  },
  {
    id: 2,
    occurredAt: '2026-03-21T09:05:00.000Z',
    kind: 'VIEW',
    viewer: officer,
    onBehalfOf: platformAdmin,
    fileName: null,
  },
];

describe('CaseViewsSection', () => {
  it('reads nothing until asked, then lists who looked, their role, what and on whose behalf', async () => {
    answer(caseViewEndpoints.list, ({ query }) => ({
      data: views,
      totalRecords: 2,
      pageNo: Number(query.pageNo),
      pageSize: Number(query.pageSize),
    }));
    showWithStore(<CaseViewsSection caseId={42} />);

    expect(screen.getByRole('heading', { name: 'Who has looked at this case' })).toBeInTheDocument();
    expect(callsTo(caseViewEndpoints.list)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Show who has looked' }));
    const table = await screen.findByRole('table', { name: 'Who has looked at this case' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '21/03/2026 14:05',
        'Olive Officer',
        'Read and write',
        'Downloaded OT report.pdf',
        '—Nobody: they did it themselves',
      ],
      [
        '21/03/2026 09:05',
        'Olive Officer',
        'Read and write',
        'Opened the case',
        'Pat Platform (platform admin)',
      ],
    ]);
    expect(callsTo(caseViewEndpoints.list).map(({ params }) => params)).toEqual([{ caseId: '42' }]);
  });

  it('pages to the next looks', async () => {
    answer(caseViewEndpoints.list, ({ query }) => ({
      data: Number(query.pageNo) === 1 ? views : [{ ...views[1], id: 1, kind: 'EXPORT', onBehalfOf: null }],
      totalRecords: 21,
      pageNo: Number(query.pageNo),
      pageSize: 20,
    }));
    showWithStore(<CaseViewsSection caseId={42} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show who has looked' }));
    expect(await screen.findByText('1–20 of 21')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Exported it in a case list')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(caseViewEndpoints.list).map(({ query }) => query.pageNo)).toEqual([1, 2]),
    );
  });

  it('says so when nobody has looked yet', async () => {
    answer(caseViewEndpoints.list, () => ({ data: [], totalRecords: 0, pageNo: 1, pageSize: 20 }));
    showWithStore(<CaseViewsSection caseId={42} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show who has looked' }));
    expect(await screen.findByText('Nobody has looked at this case yet.')).toBeInTheDocument();
  });
});
