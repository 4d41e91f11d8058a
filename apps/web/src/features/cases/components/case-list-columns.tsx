import { CASE_LIST_SORT_COLUMNS, type CaseListRow } from '@casekeeper/contract';
import PushPin from '@mui/icons-material/PushPin';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { RecordColumn } from '@/components/data-list/record-column';
import { SecondLine } from '@/components/data-list/second-line';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { CaseStatusChip } from './case-status-chip';
import { NextClockCell } from './next-clock-cell';
import { RestrictedIcon } from './restricted-icon';
import { WarningNotesIcon } from './warning-notes-icon';

export const clientName = (row: CaseListRow) => `${row.clientFirstName} ${row.clientLastName}`;
export const clientAddress = (row: CaseListRow) => `${row.address}, ${row.postCode}`;

/**
 * The case list's table: seven columns (six without the Officer column, `caseListColumns`), the
 * least 943 px wide with the actions (measured in DejaVu Sans, the widest system font it meets). Beside the open menu it fits from 1,257 px wide:
 * at 1,280 it has 966 px, at 1,440 1,126. What is left above the least width goes to the client,
 * officer, status and timescale columns (at 1,600, a status and a due date on one line each).
 * Three columns hold two things each, the second on a second line named under the header (and
 * sorted by from there): the client's address, the priority under the status, the last update
 * under the referral date. A long status wraps in its chip; the Timescale column is at least as
 * wide as its widest badge, "Red: due very soon" (176 px).
 */
const allCaseListColumns: RecordColumn<CaseListRow>[] = [
  {
    field: 'CaseNumber',
    headerName: 'Case',
    // A four-letter authority code's case number is up to 145 px ("WMDQ-2026-00001" 141); a
    // longer code wraps after a hyphen.
    width: 168,
    renderCell: ({ row }) => (
      <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
        <Link component={RouterLink} to={paths.caseManager.edit(row.id)}>
          {row.caseNumber}
        </Link>
        {/* Under the number, which then keeps its one line. */}
        {(row.pinned || row.restricted || row.warningNotes.length > 0) && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {row.pinned && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
                <PushPin aria-hidden sx={{ fontSize: 16 }} />
                <Typography variant="caption">Pinned</Typography>
              </Stack>
            )}
            {row.restricted && <RestrictedIcon />}
            <WarningNotesIcon notes={row.warningNotes} />
          </Stack>
        )}
      </Stack>
    ),
  },
  {
    field: 'ClientName',
    headerName: 'Client',
    secondLine: { field: 'PostCode', headerName: 'Post code' },
    flex: 1.5,
    minWidth: 144,
    renderCell: ({ row }) => (
      <>
        {clientName(row)}
        <SecondLine>{clientAddress(row)}</SecondLine>
      </>
    ),
  },
  {
    field: 'Status',
    headerName: 'Status',
    secondLine: { field: 'Priority', headerName: 'Priority' },
    flex: 0.8,
    minWidth: 120,
    renderCell: ({ row }) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <CaseStatusChip name={row.statusName} />
        <SecondLine>{row.priority}</SecondLine>
      </Stack>
    ),
  },
  {
    // Sorts by the next clock's due date, the cases without one last either way.
    field: 'NextDue',
    headerName: 'Timescale',
    flex: 1.2,
    minWidth: 200,
    renderCell: ({ row }) => row.nextClock && <NextClockCell clock={row.nextClock} />,
  },
  {
    field: 'Officer',
    headerName: 'Officer',
    flex: 1,
    minWidth: 110,
    valueGetter: (_v, row) => row.assignedOfficerName ?? 'Unassigned',
  },
  {
    // dd/mm/yyyy is 81 px in DejaVu Sans.
    field: 'ReferralDate',
    headerName: 'Referred',
    secondLine: { field: 'UpdatedAt', headerName: 'Updated' },
    width: 105,
    renderCell: ({ row }) => (
      <>
        {row.referralDate ? formatDate(row.referralDate) : '—'}
        <SecondLine>{formatDate(row.updatedAt)}</SecondLine>
      </>
    ),
  },
];

/**
 * The columns for the caller: someone who sees only the cases assigned to them (anyone but an
 * authority ADMIN) has no Officer column, which would repeat their own name on every row.
 */
export const caseListColumns = (seesEveryCase: boolean) =>
  seesEveryCase ? allCaseListColumns : allCaseListColumns.filter((column) => column.field !== 'Officer');

/** The sorts the caller is offered: as the columns, no Officer sort for someone who sees only their own cases. */
export const caseListSortColumns = (seesEveryCase: boolean) =>
  seesEveryCase ? CASE_LIST_SORT_COLUMNS : CASE_LIST_SORT_COLUMNS.filter((column) => column !== 'Officer');
