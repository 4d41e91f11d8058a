import { caseTimelineEndpoints, type CaseTimelineEntry } from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '@/testing/fake-api';
import { showWithStore } from '../testing/show-with-store';
import { CaseNextActions } from './case-next-actions';
import { CaseTimeline } from './case-timeline';

const user = userEvent.setup({ delay: null });

const entry = (overrides: Partial<CaseTimelineEntry>): CaseTimelineEntry => ({
  key: 'status:000000000001',
  kind: 'status',
  at: '2026-11-20T10:00:00.000Z',
  who: 'Sam Officer',
  what: 'Status changed from Enquiry to Assessment',
  detail: 'Visit booked',
  changes: [],
  link: null,
  ...overrides,
});

const edit = entry({
  key: 'edit:000000000007',
  kind: 'edit',
  what: 'Case edited: 2 fields changed',
  detail: null,
  changes: [
    { field: 'priority', label: 'Priority', before: 'Normal', after: 'Urgent' },
    { field: 'contractorId', label: 'Contractor', before: null, after: 'Ambridge Builders' },
  ],
});
const item = entry({
  key: 'item-added:000000000009',
  kind: 'diary',
  what: 'Action added to the diary "Visits"',
  detail: 'Call - Ring Peggy',
  link: { to: 'actionItem', id: 9, itemKind: 'TEXT' },
});

describe('a case timeline', () => {
  it('shows each entry with when, what, who, what changed and where to look', async () => {
    answer(caseTimelineEndpoints.timeline, () => ({ entries: [edit, item], nextCursor: null }));
    showWithStore(<CaseTimeline caseId={41} canEdit />);
    const list = await screen.findByRole('list', { name: 'Timeline' });
    const [first, second] = Array.from(list.children) as HTMLElement[];
    if (!first || !second) throw new Error('Expected two entries');
    expect(first).toHaveTextContent('Case edited: 2 fields changed');
    expect(within(first).getByRole('list', { name: 'What changed' })).toHaveTextContent(
      'Priority: Normal → UrgentContractor: blank → Ambridge Builders',
    );
    expect(first).toHaveTextContent('By Sam Officer');
    expect(within(second).getByRole('link', { name: 'Open the item' })).toHaveAttribute(
      'href',
      '/actionItemText/edit/9',
    );
  });

  it('links a reader to the diary, not to a form they may not use', async () => {
    answer(caseTimelineEndpoints.timeline, () => ({ entries: [item], nextCursor: null }));
    showWithStore(<CaseTimeline caseId={41} canEdit={false} />);
    expect(await screen.findByRole('link', { name: 'Open in the diary' })).toHaveAttribute(
      'href',
      '/actionDiary/list/41',
    );
  });

  it('asks for the kinds chosen with its chips, each saying whether it is on', async () => {
    answer(caseTimelineEndpoints.timeline, () => ({ entries: [], nextCursor: null }));
    showWithStore(<CaseTimeline caseId={41} canEdit />);
    expect(await screen.findByText('Nothing has happened on this case yet.')).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Show' });
    await user.click(within(chips).getByRole('button', { name: 'Status changes' }));
    await user.click(within(chips).getByRole('button', { name: 'Edits' }));
    await vi.waitFor(() =>
      expect(callsTo(caseTimelineEndpoints.timeline).at(-1)?.query).toMatchObject({ kinds: 'status,edit' }),
    );
    expect(within(chips).getByRole('button', { name: 'Edits' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: 'Everything' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      await screen.findByText('Nothing of these kinds has happened on this case yet.'),
    ).toBeInTheDocument();
  });

  it('shows older entries a page at a time, from the cursor the last page gave', async () => {
    answer(caseTimelineEndpoints.timeline, ({ query }) =>
      (query as { cursor?: string }).cursor
        ? { entries: [entry({})], nextCursor: null }
        : { entries: [edit], nextCursor: '2026-11-20T10:00:00.000Z|edit:000000000007' },
    );
    showWithStore(<CaseTimeline caseId={41} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('Status changed from Enquiry to Assessment')).toBeInTheDocument();
    expect(screen.getByText('Case edited: 2 fields changed')).toBeInTheDocument();
    expect(callsTo(caseTimelineEndpoints.timeline).at(-1)?.query).toMatchObject({
      cursor: '2026-11-20T10:00:00.000Z|edit:000000000007',
    });
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });
});

describe("a case's next actions", () => {
  it('lists the open items soonest first, says which are overdue, and how many more there are', async () => {
    answer(caseTimelineEndpoints.due, () => ({
      items: [
        {
          id: 5,
          diaryId: 2,
          diaryTitle: 'Visits',
          prefix: 'Visit',
          description: 'Measure the stairs',
          scheduledAt: '2020-01-06T10:00:00.000Z',
          itemKind: 'TEXT',
        },
        {
          id: 6,
          diaryId: 2,
          diaryTitle: 'Visits',
          prefix: 'Call',
          description: 'Ring the OT',
          scheduledAt: '2099-01-06T10:00:00.000Z',
          itemKind: 'TEXT',
        },
      ],
      openCount: 8,
    }));
    showWithStore(<CaseNextActions caseId={41} canEdit limit={2} />);
    const region = await screen.findByRole('region', { name: 'Next actions' });
    const overdue = await within(region).findByRole('link', { name: 'Visit - Measure the stairs' });
    expect(overdue.closest('li')).toHaveTextContent('Overdue');
    expect(
      within(region).getByRole('link', { name: 'Call - Ring the OT' }).closest('li'),
    ).not.toHaveTextContent('Overdue');
    expect(within(region).getByRole('link', { name: 'See all 8 open items' })).toHaveAttribute(
      'href',
      '/actionDiary/list/41',
    );
  });
});
