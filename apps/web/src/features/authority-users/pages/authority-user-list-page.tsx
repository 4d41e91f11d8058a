import {
  AUTHORITY_USER_SORT_COLUMNS,
  type AuthorityUser,
  type AuthorityUserSortColumn,
} from '@casekeeper/contract';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ActiveChip } from '@/components/data-list/active-chip';
import type { ConfirmRequest } from '@/components/data-list/confirm-dialog';
import type { RecordColumn } from '@/components/data-list/record-column';
import { RecordListPage, type RecordListView } from '@/components/data-list/record-list-page';
import {
  deleteAction,
  editAction,
  resendInvitationAction,
  signInAsAction,
  signOutEverywhereAction,
  toggleActiveAction,
  type RowAction,
} from '@/components/data-list/row-actions';
import {
  accountActivation,
  deleteConfirmation,
  toggleActiveConfirmation,
} from '@/components/data-list/record-confirmations';
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
  useDeleteAuthorityUserMutation,
  useEndAllSignInsOfAuthorityUserMutation,
  useGetAuthorityUsersQuery,
  useResendAuthorityUserInvitationMutation,
  useSetAuthorityUserActiveMutation,
} from '../api/authority-users-api';
import { ROLE_LABELS, USER_TYPE_LABELS } from '../components/user-labels';

type AuthorityUserListPageProps = {
  authorityId: number;
  /** Platform admins only: sign in as the user (the row says whether the server allows it). */
  onImpersonate?: (user: AuthorityUser) => Promise<void>;
  /** A platform admin arrives from the authorities; an authority account manages its own. */
  backTo?: { label: string; to: string };
};

const fullName = (user: AuthorityUser) => `${user.firstName} ${user.lastName}`;
const status = (user: AuthorityUser) => <ActiveChip active={user.isActive} hasPassword={user.hasPassword} />;
const typeAndRole = (user: AuthorityUser) => `${USER_TYPE_LABELS[user.userType]} · ${ROLE_LABELS[user.role]}`;

const columns: RecordColumn<AuthorityUser>[] = [
  // One name column, sorted by last name, leaves room for the row actions at 1280 px.
  { field: 'lastName', headerName: 'Name', flex: 1, minWidth: 140, valueGetter: (_, row) => fullName(row) },
  { field: 'email', headerName: 'E-mail address', flex: 1.3, minWidth: 160 },
  // Type and role share a column, so names and addresses keep their room at 1280 px.
  {
    field: 'userType',
    headerName: 'Type and role',
    width: 220,
    valueGetter: (_, row) => typeAndRole(row),
  },
  { field: 'isActive', headerName: 'Status', width: 110, renderCell: ({ row }) => status(row) },
  {
    field: 'lastLoginAt',
    headerName: 'Last signed in',
    width: 125,
    valueFormatter: (value: string | null) => formatDate(value) || 'Never',
  },
];

const view: RecordListView<AuthorityUser> = {
  noun: 'users',
  columns,
  searchLabel: 'Search by name or e-mail',
  rowName: fullName,
  cardLines: (row) => [row.email, typeAndRole(row)],
  cardStatus: status,
};

/** /authority/user/{authorityId} and /authority/user: an authority's users. */
export function AuthorityUserListPage({ authorityId, onImpersonate, backTo }: AuthorityUserListPageProps) {
  const list = usePagedList(
    useGetAuthorityUsersQuery,
    (query: PagedListQuery<AuthorityUserSortColumn>) => ({ params: { authorityId }, query }),
    { sortColumns: AUTHORITY_USER_SORT_COLUMNS, defaultSort: 'lastName' },
  );
  const [setActive] = useSetAuthorityUserActiveMutation();
  const [deleteUser] = useDeleteAuthorityUserMutation();
  const [resendInvitation] = useResendAuthorityUserInvitationMutation();
  const [endAllSignIns] = useEndAllSignInsOfAuthorityUserMutation();
  // Forms opened from here come back to this list as it is (filters, page).
  const navigate = useOpenFromHere();
  const dialog = useConfirm();
  const authority = list.page?.authority;

  const toggle = (user: AuthorityUser): ConfirmRequest =>
    toggleActiveConfirmation(
      { name: fullName(user), isActive: user.isActive, ...accountActivation(fullName(user)) },
      (isActive) => setActive({ params: { id: user.id }, body: { isActive } }).unwrap(),
    );
  const remove = (user: AuthorityUser): ConfirmRequest =>
    deleteConfirmation(
      {
        name: fullName(user),
        message: `${fullName(user)} will lose access to ${authority?.name ?? 'the authority'}. This cannot be undone from the screen.`,
        confirmLabel: 'Delete user',
      },
      () => deleteUser({ params: { id: user.id } }).unwrap(),
    );
  const impersonate = (user: AuthorityUser): ConfirmRequest => ({
    title: `Sign in as ${fullName(user)}?`,
    message: `You will see Casekeeper as ${fullName(user)} sees it, for up to an hour. Everything you do is recorded against both of you.`,
    confirmLabel: `Sign in as ${user.firstName}`,
    onConfirm: () => onImpersonate?.(user) ?? Promise.resolve(),
  });

  const rowActions = (row: AuthorityUser): RowAction[] => {
    const editHref = paths.clientType.userForm.href({ clientType: 'authority', type: 'edit', id: row.id });
    return [
      ...(row.can.edit ? [editAction(fullName(row), () => navigate(editHref))] : []),
      ...(row.can.impersonate && onImpersonate
        ? [signInAsAction(fullName(row), () => dialog.ask(impersonate(row)))]
        : []),
      ...(row.can.resendInvitation
        ? [
            resendInvitationAction(fullName(row), () =>
              dialog.ask(
                resendInvitationConfirmation({ name: fullName(row), email: row.email }, () =>
                  resendInvitation({ params: { id: row.id } }).unwrap(),
                ),
              ),
            ),
          ]
        : []),
      ...(offersSignOutEverywhere(row)
        ? [
            signOutEverywhereAction(fullName(row), () =>
              dialog.ask(
                signOutEverywhereConfirmation(fullName(row), () =>
                  endAllSignIns({ params: { id: row.id } }).unwrap(),
                ),
              ),
            ),
          ]
        : []),
      ...(row.can.toggleActive
        ? [toggleActiveAction(fullName(row), row.isActive, () => dialog.ask(toggle(row)))]
        : []),
      ...(row.can.delete ? [deleteAction(fullName(row), () => dialog.ask(remove(row)))] : []),
    ];
  };

  return (
    <RecordListPage
      back={backTo}
      heading="Authority Users"
      subheading={
        authority
          ? `${authority.name} (${authority.shortCode})${authority.isActive ? '' : ' – deactivated'}`
          : ' '
      }
      add={{
        label: 'Add user',
        to: paths.clientType.userForm.href({ clientType: 'authority', type: 'add', id: authorityId }),
      }}
      view={view}
      list={list}
      rowActions={rowActions}
      confirmation={dialog}
    >
      {backTo && (
        <Button
          component={RouterLink}
          to={paths.authority.contractorList.href(authorityId)}
          startIcon={<HandymanOutlined />}
        >
          Contractors
        </Button>
      )}
    </RecordListPage>
  );
}
