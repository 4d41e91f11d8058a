import { AUTHORITY_SORT_COLUMNS, type Authority, type AuthoritySortColumn } from '@casekeeper/contract';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router';
import { ActiveChip } from '@/components/data-list/active-chip';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { ListPageHeader } from '@/components/data-list/list-page-header';
import { RecordGrid } from '@/components/data-list/record-grid';
import { deleteAction, editAction, toggleActiveAction } from '@/components/data-list/row-actions';
import { useConfirm } from '@/components/data-list/use-confirm';
import { paths } from '@/config/paths';
import { usePagedList } from '@/lib/use-paged-list';
import { getAuthorities } from '../api/get-admin-list';
import { adminRecordConfirmations } from '../components/use-admin-record-actions';

/** /authority: the authorities, with their users and contractors a click away. */
export function AuthorityListPage() {
  const list = usePagedList<AuthoritySortColumn, Awaited<ReturnType<typeof getAuthorities>>>(
    getAuthorities,
    'name',
  );
  const navigate = useNavigate();
  const dialog = useConfirm();
  const confirmations = adminRecordConfirmations(list.reload);

  const columns: GridColDef<Authority>[] = [
    { field: 'name', headerName: 'Name', flex: 1.5, minWidth: 180 },
    { field: 'shortCode', headerName: 'Code', width: 100 },
    { field: 'town', headerName: 'Town', flex: 1, minWidth: 120 },
    { field: 'postCode', headerName: 'Post code', width: 110 },
    { field: 'userCount', headerName: 'Users', width: 80, type: 'number' },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => <ActiveChip active={row.isActive} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 230,
      getActions: ({ row }) => {
        const target = { type: 'authority' as const, id: row.id, name: row.name, isActive: row.isActive };
        return [
          ...(row.can.edit
            ? [
                editAction(
                  row.name,
                  () =>
                    void navigate(
                      paths.clientType.form.href({ clientType: 'authority', type: 'edit', id: row.id }),
                    ),
                ),
              ]
            : []),
          ...(row.can.manageUsers
            ? [
                <GridActionsCellItem
                  key="users"
                  icon={<PeopleOutlined />}
                  label={`Users of ${row.name}`}
                  onClick={() => void navigate(paths.clientType.userList.href('authority', row.id))}
                />,
              ]
            : []),
          ...(row.can.manageContractors
            ? [
                <GridActionsCellItem
                  key="contractors"
                  icon={<EngineeringOutlined />}
                  label={`Contractors of ${row.name}`}
                  onClick={() => void navigate(paths.authority.contractorList.href(row.id))}
                />,
              ]
            : []),
          ...(row.can.toggleActive
            ? [toggleActiveAction(row.name, row.isActive, () => dialog.ask(confirmations.toggle(target)))]
            : []),
          ...(row.can.delete ? [deleteAction(row.name, () => dialog.ask(confirmations.remove(target)))] : []),
        ];
      },
    },
  ];

  return (
    <>
      <ListPageHeader
        heading="Authorities"
        subheading="Councils and agencies on the platform, with their users and contractors."
        add={{
          label: 'Add authority',
          to: paths.clientType.form.href({ clientType: 'authority', type: 'add' }),
        }}
      />
      <RecordGrid
        noun="authorities"
        list={list}
        columns={columns}
        sortColumns={AUTHORITY_SORT_COLUMNS}
        searchLabel="Search by name, code or town"
      />
      <ConfirmDialog
        request={dialog.request}
        busy={dialog.busy}
        onCancel={dialog.cancel}
        onConfirm={dialog.confirm}
      />
    </>
  );
}
