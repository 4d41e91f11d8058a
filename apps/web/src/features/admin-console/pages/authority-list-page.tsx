import { AUTHORITY_SORT_COLUMNS, type Authority, type AuthoritySortColumn } from '@casekeeper/contract';
import { ActiveChip } from '@/components/data-list/active-chip';
import type { RecordColumn } from '@/components/data-list/record-column';
import { RecordListPage, type RecordListView } from '@/components/data-list/record-list-page';
import {
  contractorsAction,
  deleteAction,
  editAction,
  toggleActiveAction,
  usersAction,
  type RowAction,
} from '@/components/data-list/row-actions';
import { useConfirm } from '@/components/data-list/use-confirm';
import { paths } from '@/config/paths';
import { useOpenFromHere } from '@/lib/navigation/return-path';
import { usePagedList, type PagedListQuery } from '@/lib/use-paged-list';
import { useGetAuthoritiesQuery } from '../api/admin-console-api';
import { useAdminRecordConfirmations } from '../components/use-admin-record-actions';

const status = (row: Authority) => <ActiveChip active={row.isActive} />;

const columns: RecordColumn<Authority>[] = [
  { field: 'name', headerName: 'Name', flex: 1.5, minWidth: 180 },
  { field: 'shortCode', headerName: 'Code', width: 100 },
  { field: 'town', headerName: 'Town', flex: 1, minWidth: 120 },
  { field: 'postCode', headerName: 'Post code', width: 110 },
  { field: 'userCount', headerName: 'Users', width: 80, type: 'number' },
  { field: 'isActive', headerName: 'Status', width: 110, renderCell: ({ row }) => status(row) },
];

const view: RecordListView<Authority> = {
  noun: 'authorities',
  columns,
  searchLabel: 'Search by name, code or town',
  rowName: (row) => row.name,
  cardLines: (row) => [
    `${row.shortCode} · ${[row.town, row.postCode].filter(Boolean).join(', ')}`,
    `${row.userCount} ${row.userCount === 1 ? 'user' : 'users'}`,
  ],
  cardStatus: status,
};

/** /authority: the authorities, with their users and contractors a click away. */
export function AuthorityListPage() {
  const list = usePagedList(useGetAuthoritiesQuery, (query: PagedListQuery<AuthoritySortColumn>) => query, {
    sortColumns: AUTHORITY_SORT_COLUMNS,
    defaultSort: 'name',
  });
  // Forms opened from here come back to this list as it is (filters, page).
  const navigate = useOpenFromHere();
  const dialog = useConfirm();
  const confirmations = useAdminRecordConfirmations();

  const rowActions = (row: Authority): RowAction[] => {
    const target = { type: 'authority' as const, id: row.id, name: row.name, isActive: row.isActive };
    const go = (to: string) => () => navigate(to);
    return [
      ...(row.can.edit
        ? [
            editAction(
              row.name,
              go(paths.clientType.form.href({ clientType: 'authority', type: 'edit', id: row.id })),
            ),
          ]
        : []),
      ...(row.can.manageUsers
        ? [usersAction(row.name, go(paths.clientType.userList.href('authority', row.id)))]
        : []),
      ...(row.can.manageContractors
        ? [contractorsAction(row.name, go(paths.authority.contractorList.href(row.id)))]
        : []),
      ...(row.can.toggleActive
        ? [toggleActiveAction(row.name, row.isActive, () => dialog.ask(confirmations.toggle(target)))]
        : []),
      ...(row.can.delete ? [deleteAction(row.name, () => dialog.ask(confirmations.remove(target)))] : []),
    ];
  };

  return (
    <RecordListPage
      heading="Authorities"
      subheading="Councils and agencies on the platform, with their users and contractors."
      add={{
        label: 'Add authority',
        to: paths.clientType.form.href({ clientType: 'authority', type: 'add' }),
      }}
      view={view}
      list={list}
      rowActions={rowActions}
      confirmation={dialog}
    />
  );
}
