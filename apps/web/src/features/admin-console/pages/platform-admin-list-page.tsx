import {
  PLATFORM_ADMIN_SORT_COLUMNS,
  type PlatformAdmin,
  type PlatformAdminSortColumn,
} from '@casekeeper/contract';
import { ActiveChip } from '@/components/data-list/active-chip';
import type { RecordColumn } from '@/components/data-list/record-column';
import { RecordListPage, type RecordListView } from '@/components/data-list/record-list-page';
import {
  deleteAction,
  editAction,
  resendInvitationAction,
  signOutEverywhereAction,
  toggleActiveAction,
  type RowAction,
} from '@/components/data-list/row-actions';
import { resendInvitationConfirmation } from '@/components/data-list/resend-invitation-confirmation';
import {
  offersSignOutEverywhere,
  signOutEverywhereConfirmation,
} from '@/components/data-list/sign-out-everywhere-confirmation';
import { useConfirm } from '@/components/data-list/use-confirm';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useOpenFromHere } from '@/lib/navigation/return-path';
import { usePagedList, type PagedListQuery } from '@/lib/use-paged-list';
import {
  useEndAllSignInsOfUserMutation,
  useGetPlatformAdminsQuery,
  useResendAdminInvitationMutation,
} from '../api/admin-console-api';
import { useAdminRecordConfirmations } from '../components/use-admin-record-actions';

const fullName = (admin: PlatformAdmin) => `${admin.firstName} ${admin.lastName}`;
const status = (admin: PlatformAdmin) => (
  <ActiveChip active={admin.isActive} hasPassword={admin.hasPassword} />
);

const columns: RecordColumn<PlatformAdmin>[] = [
  { field: 'firstName', headerName: 'First name', flex: 1, minWidth: 120 },
  { field: 'lastName', headerName: 'Last name', flex: 1, minWidth: 120 },
  { field: 'email', headerName: 'E-mail address', flex: 1.5, minWidth: 200 },
  { field: 'isActive', headerName: 'Status', width: 130, renderCell: ({ row }) => status(row) },
  {
    field: 'lastLoginAt',
    headerName: 'Last signed in',
    width: 140,
    valueFormatter: (value: string | null) => formatDate(value) || 'Never',
  },
];

const view: RecordListView<PlatformAdmin> = {
  noun: 'platform admins',
  columns,
  searchLabel: 'Search by name or e-mail',
  rowName: fullName,
  cardLines: (row) => [row.email, `Last signed in: ${formatDate(row.lastLoginAt) || 'never'}`],
  cardStatus: status,
};

/** /admin: the platform admins (docs/routes.md). */
export function PlatformAdminListPage() {
  const list = usePagedList(
    useGetPlatformAdminsQuery,
    (query: PagedListQuery<PlatformAdminSortColumn>) => query,
    { sortColumns: PLATFORM_ADMIN_SORT_COLUMNS, defaultSort: 'lastName' },
  );
  const [resendInvitation] = useResendAdminInvitationMutation();
  const [endAllSignIns] = useEndAllSignInsOfUserMutation();
  // Forms opened from here come back to this list as it is (filters, page).
  const navigate = useOpenFromHere();
  const dialog = useConfirm();
  const confirmations = useAdminRecordConfirmations();

  const rowActions = (row: PlatformAdmin): RowAction[] => {
    const target = { type: 'admin' as const, id: row.id, name: fullName(row), isActive: row.isActive };
    const editHref = paths.clientType.form.href({ clientType: 'admin', type: 'edit', id: row.id });
    return [
      ...(row.can.edit ? [editAction(target.name, () => navigate(editHref))] : []),
      ...(row.can.resendInvitation
        ? [
            resendInvitationAction(target.name, () =>
              dialog.ask(
                resendInvitationConfirmation({ name: target.name, email: row.email }, () =>
                  resendInvitation({ params: { id: row.id } }).unwrap(),
                ),
              ),
            ),
          ]
        : []),
      ...(offersSignOutEverywhere(row)
        ? [
            signOutEverywhereAction(target.name, () =>
              dialog.ask(
                signOutEverywhereConfirmation(target.name, () =>
                  endAllSignIns({ params: { id: row.id } }).unwrap(),
                ),
              ),
            ),
          ]
        : []),
      ...(row.can.toggleActive
        ? [toggleActiveAction(target.name, row.isActive, () => dialog.ask(confirmations.toggle(target)))]
        : []),
      ...(row.can.delete ? [deleteAction(target.name, () => dialog.ask(confirmations.remove(target)))] : []),
    ];
  };

  return (
    <RecordListPage
      heading="Admin List"
      subheading="Platform administrators. New admins are e-mailed a link to choose a password."
      add={{ label: 'Add admin', to: paths.clientType.form.href({ clientType: 'admin', type: 'add' }) }}
      view={view}
      list={list}
      rowActions={rowActions}
      confirmation={dialog}
    />
  );
}
