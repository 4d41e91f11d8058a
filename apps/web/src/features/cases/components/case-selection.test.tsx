import type { CaseListFilter, CaseListRow } from '@casekeeper/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCaseSelection } from '../hooks/use-case-selection';
import { CaseTickBox, PageTickBox, SELECT_PAGE_LABEL } from './case-selection';
import { CaseSelectionBar, SelectionAnnouncement } from './case-selection-bar';

const row = (id: number): CaseListRow => ({
  id,
  caseNumber: `HBC-2026-0000${id}`,
  clientFirstName: 'Peggy',
  clientLastName: `Woolley${id}`,
  address: 'The Lodge, Ambridge',
  postCode: 'B33 8TH',
  statusId: 3,
  statusName: 'Assessment',
  priority: 'High',
  assignedOfficerId: 7,
  assignedOfficerName: 'Sam Officer',
  contractorName: null,
  referralDate: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  nextClock: null,
  pinned: false,
  restricted: false,
  warningNotes: [],
  can: { edit: true, changeStatus: true },
});

const rows = [row(1), row(2), row(3)];

/**
 * The list's page as the table shows it: the header's tick box, the bar above the rows, a tick box
 * per row, and the count said aloud; the filter changeable as the list's is.
 */
function Harness({ total }: { total: number }) {
  const [filter, setFilter] = useState<CaseListFilter>({ SearchTerm: 'Woolley' });
  const selection = useCaseSelection(filter, total);
  return (
    <>
      <button type="button" onClick={() => setFilter({ SearchTerm: 'Archer' })}>
        Other filter
      </button>
      <PageTickBox rows={rows} selection={selection} ariaLabel={SELECT_PAGE_LABEL} />
      <CaseSelectionBar
        rows={rows}
        total={total}
        selection={selection}
        toolbar={(chosen) => (
          <span>
            Actions for {chosen.count}: <code>{JSON.stringify(chosen.selection)}</code>
          </span>
        )}
      />
      {rows.map((one) => (
        <CaseTickBox key={one.id} row={one} selection={selection} />
      ))}
      <SelectionAnnouncement bulk={selection.bulk} />
    </>
  );
}

/** The selection the bulk actions would send. */
const chosen = () => JSON.parse(document.querySelector('code')?.textContent ?? 'null') as unknown;

const tick = (id: number) => screen.getByLabelText<HTMLInputElement>(new RegExp(`HBC-2026-0000${id}`));
const wholePage = () => screen.getByLabelText<HTMLInputElement>(SELECT_PAGE_LABEL);
// By label and by attribute: role queries weigh every element of the page, and take long in jsdom.
const bar = () => screen.queryByLabelText('Chosen cases');
const said = () => document.querySelector('[role="status"]');

describe('choosing cases on the case list', () => {
  it('shows no bar until a case is ticked, then the bar with the count and the actions', () => {
    render(<Harness total={3} />);
    expect(bar()).toBeNull();
    expect(said()).toHaveTextContent('');
    fireEvent.click(tick(2));
    expect(bar()).toHaveTextContent('1 selected');
    expect(bar()).toHaveTextContent('Actions for 1');
    expect(said()).toHaveTextContent('1 selected');
    fireEvent.click(tick(2));
    expect(bar()).toBeNull();
  });

  it("ticks the header's box when every row is ticked, half-ticks it when some are", () => {
    render(<Harness total={3} />);
    expect(wholePage()).not.toBeChecked();
    expect(wholePage()).not.toBePartiallyChecked();
    fireEvent.click(tick(1));
    expect(wholePage()).toBePartiallyChecked();
    fireEvent.click(tick(2));
    fireEvent.click(tick(3));
    expect(wholePage()).toBeChecked();
    expect(wholePage()).not.toBePartiallyChecked();
    // Pressed while half-ticked, it ticks the rest of the page; pressed again, none.
    fireEvent.click(tick(3));
    fireEvent.click(wholePage());
    expect(chosen()).toEqual({ kind: 'CASES', caseIds: [1, 2, 3] });
    fireEvent.click(wholePage());
    expect(rows.some((one) => tick(one.id).checked)).toBe(false);
    expect(bar()).toBeNull();
  });

  it('ticks cases one by one, and offers the actions for those ticked', () => {
    render(<Harness total={3} />);
    expect(screen.queryByText(/Actions for/)).toBeNull();
    fireEvent.click(tick(1));
    fireEvent.click(tick(3));
    expect(said()).toHaveTextContent('2 selected');
    expect(chosen()).toEqual({ kind: 'CASES', caseIds: [1, 3] });
    fireEvent.click(tick(1));
    expect(chosen()).toEqual({ kind: 'CASES', caseIds: [3] });
  });

  it('ticks the whole page, then every case the filter lists, which the server works out', () => {
    render(<Harness total={40} />);
    fireEvent.click(wholePage());
    expect(rows.every((one) => tick(one.id).checked)).toBe(true);
    expect(chosen()).toEqual({ kind: 'CASES', caseIds: [1, 2, 3] });
    fireEvent.click(screen.getByText('Select all 40 cases that match'));
    expect(said()).toHaveTextContent('All 40 matching cases selected');
    expect(chosen()).toEqual({ kind: 'FILTER', filter: { SearchTerm: 'Woolley' } });
    expect(screen.getByText(/Actions for 40/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Clear selection'));
    expect(screen.queryByText(/Actions for/)).toBeNull();
  });

  it('forgets the choice when the filter changes: other cases are listed', () => {
    render(<Harness total={3} />);
    fireEvent.click(tick(2));
    expect(screen.getByText(/Actions for 1/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Other filter'));
    expect(screen.queryByText(/Actions for/)).toBeNull();
    expect(tick(2)).not.toBeChecked();
  });
});
