import { financialYearLabel } from '@casekeeper/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { monthLabel } from '@/lib/format-date';
import type { CaseList } from '../hooks/use-case-list';
import type { SpendFilter } from '../lib/case-list-address';

/** "Clocks met or missed in Oct 2026", or "… from Jul 2026 to Sep 2026" for a dashboard total. */
function clocksStoppedLabel(from: string | null, to: string | null): string {
  const first = from ?? to ?? '';
  const last = to ?? first;
  return first === last
    ? `Clocks met or missed in ${monthLabel(first)}`
    : `Clocks met or missed from ${monthLabel(first)} to ${monthLabel(last)}`;
}

/** "Paid in Dec 2025", "Committed in 2025/26", "Approved in 2025/26, of one adaptation type"… */
export function spendFilterLabel({ figure, year, month, adaptationTypeId }: SpendFilter): string {
  const inYear = year === null ? 'this financial year' : financialYearLabel(year);
  switch (figure) {
    case 'Paid':
      return `Paid in ${month === null ? inYear : monthLabel(month)}`;
    case 'Committed':
      return `Committed in ${inYear}`;
    case 'Approved':
      return `Approved in ${inYear}${adaptationTypeId === null ? '' : ', of one adaptation type'}`;
    case 'FinalPaid':
      return `Final payment paid in ${inYear}`;
  }
}

/**
 * The month filters a dashboard chart opens the list with ("Opened in Mar 2026", "Clocks met or
 * missed in Oct 2026"), and the Spend figure the Spend page opens it with ("Paid in 2025/26"), each
 * shown while it applies as a button that removes it. They have no field of their own: a month or
 * a figure is chosen on the chart or the Spend page.
 */
export function MonthFilters({ view, filter }: Pick<CaseList, 'view' | 'filter'>) {
  const chips = [
    view.openedMonth && {
      label: `Opened in ${monthLabel(view.openedMonth)}`,
      remove: () => filter({ openedMonth: null }),
    },
    view.closedMonth && {
      label: `Closed or withdrawn in ${monthLabel(view.closedMonth)}`,
      remove: () => filter({ closedMonth: null }),
    },
    // The clock and what it did are the Clock and Clock status filters' own.
    (view.clockMonth ?? view.clockMonthTo) && {
      label: clocksStoppedLabel(view.clockMonth, view.clockMonthTo),
      remove: () => filter({ clockMonth: null, clockMonthTo: null }),
    },
    view.spend && { label: spendFilterLabel(view.spend), remove: () => filter({ spend: null }) },
  ].filter((chip) => !!chip);
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chips.map((chip) => (
        <Chip
          key={chip.label}
          label={chip.label}
          color="primary"
          variant="outlined"
          onClick={chip.remove}
          onDelete={chip.remove}
          aria-label={`Remove the filter ${chip.label}`}
        />
      ))}
    </Stack>
  );
}
