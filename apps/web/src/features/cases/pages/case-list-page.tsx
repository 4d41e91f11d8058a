import { mayCall, type CaseListRow } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { toast } from 'react-toastify';
import { ListPageHeader } from '@/components/data-list/list-page-header';
import { RecordList } from '@/components/data-list/record-list';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { londonDayOf } from '@/lib/london-day';
import { useOpenFromHere } from '@/lib/navigation/return-path';
import { useSessionUser } from '@/lib/session/use-session-user';
import { useGetCaseOptionsQuery, useToggleCasePinMutation } from '../api/cases-api';
import { useGetClockChoicesQuery } from '../api/get-clock-choices';
import {
  caseListColumns,
  caseListSortColumns,
  clientAddress,
  clientName,
} from '../components/case-list-columns';
import { CaseListFilterPanel } from '../components/case-list-filter-panel';
import { CaseTickBox, selectionColumn, type BulkToolbar } from '../components/case-selection';
import { CaseSelectionToolbar, SelectionAnnouncement } from '../components/case-selection-bar';
import { caseRowActions } from '../components/case-row-actions';
import { CaseStatusChip } from '../components/case-status-chip';
import { ExportCasesButton } from '../components/export-cases-button';
import { WarningNotesIcon } from '../components/warning-notes-icon';
import { useCaseList } from '../hooks/use-case-list';
import { useCaseSelection } from '../hooks/use-case-selection';
import { useChosenBookmark } from '../hooks/use-chosen-bookmark';
import { isFiltered, savedFilterOf } from '../lib/case-list-address';
import { nextClockLine } from '../lib/next-clock-words';

/** The default order, newest case first, has no column of its own. */
const SORT_LABELS = { CaseManagerDetailId: 'Date opened' } as const;

/**
 * /authority/case/list: the caller's cases (an authority ADMIN's: all of the authority's), their
 * pinned ones first, filtered, sorted and paged by the server, the view kept in the address.
 * Given `bulkToolbar` (the app's bulk actions), those who may change cases tick cases (the
 * whole page from the table's header), or every case the filter lists, and act on them at once
 * from a bar above the rows that shows only once any case is chosen.
 */
export function CaseListPage({ bulkToolbar }: { bulkToolbar?: BulkToolbar } = {}) {
  const user = useSessionUser();
  const list = useCaseList();
  const { data: options } = useGetCaseOptionsQuery();
  const { data: clockSettings } = useGetClockChoicesQuery();
  const bookmark = useChosenBookmark(list.view, list.show);
  const [togglePin] = useToggleCasePinMutation();
  const open = useOpenFromHere();
  const subject = user && { userType: user.user_type, role: user.role, impersonating: user.impersonating };
  const mayAdd = subject !== null && mayCall('POST /case/add', subject);
  const total = list.page?.totalRecords;
  const selection = useCaseSelection(savedFilterOf(list.view), total);
  const selecting = bulkToolbar !== undefined && subject !== null && mayCall('POST /bulk-actions', subject);
  const phone = useCardLayout();
  const rows = list.page?.data ?? [];
  // Anyone but an authority ADMIN sees only the cases assigned to them (one officer: their own).
  const seesEveryCase = user?.role === 'ADMIN';
  const columns = caseListColumns(seesEveryCase);

  const pin = (row: CaseListRow) => {
    if (!user) return;
    togglePin({ params: { caseId: row.id, webUserId: user.webUserId } })
      .unwrap()
      .then(({ message }) => toast.success(message))
      .catch((error: unknown) => toast.error(toApiFailure(error).message));
  };

  return (
    <>
      <ListPageHeader
        heading="Cases List"
        subheading={
          total === undefined ? ' ' : `${total.toLocaleString('en-GB')} ${total === 1 ? 'case' : 'cases'}`
        }
        add={mayAdd ? { label: 'Add case', to: paths.caseManager.href('add') } : undefined}
      >
        <ExportCasesButton view={list.view} total={total} />
      </ListPageHeader>
      <Stack spacing={2}>
        <CaseListFilterPanel
          list={list}
          bookmark={bookmark}
          options={options}
          clocks={clockSettings?.definitions}
        />
        <RecordList
          noun="cases"
          list={list}
          filtered={isFiltered(list.view)}
          toolbar={
            selecting && (
              <CaseSelectionToolbar
                phone={phone}
                rows={rows}
                total={total}
                selection={selection}
                toolbar={bulkToolbar}
              />
            )
          }
          columns={selecting ? [selectionColumn(selection, rows), ...columns] : columns}
          sortColumns={caseListSortColumns(seesEveryCase)}
          sortLabels={SORT_LABELS}
          rowActions={(row) =>
            caseRowActions(
              row,
              () => open(paths.caseManager.edit(row.id)),
              () => pin(row),
            )
          }
          rowName={(row) => `${row.caseNumber} ${clientName(row)}`}
          cardLines={(row) => [
            clientAddress(row),
            [row.priority, seesEveryCase && row.assignedOfficerName].filter(Boolean).join(' · '),
            row.nextClock && nextClockLine(row.nextClock, londonDayOf(new Date())),
          ]}
          cardStatus={(row) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {selecting && <CaseTickBox row={row} selection={selection} />}
              <CaseStatusChip name={row.statusName} />
              <WarningNotesIcon notes={row.warningNotes} />
            </Stack>
          )}
        />
      </Stack>
      {selecting && <SelectionAnnouncement bulk={selection.bulk} />}
    </>
  );
}
