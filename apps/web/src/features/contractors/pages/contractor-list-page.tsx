import { CONTRACTOR_SORT_COLUMNS, type Contractor, type ContractorSortColumn } from '@casekeeper/contract';
import { ActiveChip } from '@/components/data-list/active-chip';
import type { ConfirmRequest } from '@/components/data-list/confirm-dialog';
import type { RecordColumn } from '@/components/data-list/record-column';
import { RecordListPage, type RecordListView } from '@/components/data-list/record-list-page';
import { toggleActiveConfirmation } from '@/components/data-list/record-confirmations';
import { editAction, toggleActiveAction, type RowAction } from '@/components/data-list/row-actions';
import { useConfirm } from '@/components/data-list/use-confirm';
import { CONTRACTOR_SEGMENT, paths } from '@/config/paths';
import { useOpenFromHere } from '@/lib/navigation/return-path';
import { usePagedList, type PagedListQuery } from '@/lib/use-paged-list';
import { useGetContractorsQuery, useSetContractorActiveMutation } from '../api/contractors-api';

type ContractorListPageProps = { authorityId: number; backTo?: { label: string; to: string } };

const formHref = (type: 'add' | 'edit', id: number) =>
  paths.clientType.contractorList.href({ clientType: 'authority', contractor: CONTRACTOR_SEGMENT, type, id });

const columns: RecordColumn<Contractor>[] = [
  { field: 'companyName', headerName: 'Company', flex: 1.5, minWidth: 180 },
  { field: 'contactName', headerName: 'Contact', flex: 1, minWidth: 140 },
  { field: 'phone', headerName: 'Telephone', width: 140 },
  { field: 'town', headerName: 'Town', flex: 1, minWidth: 110 },
  {
    field: 'trades',
    headerName: 'Trades',
    flex: 1.5,
    minWidth: 160,
    valueFormatter: (value: string[]) => value.join(', '),
  },
  {
    field: 'isActive',
    headerName: 'Status',
    width: 110,
    renderCell: ({ row }) => <ActiveChip active={row.isActive} />,
  },
];

const view: RecordListView<Contractor> = {
  noun: 'contractors',
  columns,
  searchLabel: 'Search by company, contact or trade',
  rowName: (row) => row.companyName,
  cardLines: (row) => [
    [row.contactName, row.phone].filter(Boolean).join(' · '),
    [row.town, row.trades.join(', ')].filter(Boolean).join(' · '),
  ],
  cardStatus: (row) => <ActiveChip active={row.isActive} />,
};

/** /authority/contractor/list/{authorityId}: an authority's contractors. */
export function ContractorListPage({ authorityId, backTo }: ContractorListPageProps) {
  const list = usePagedList(
    useGetContractorsQuery,
    (query: PagedListQuery<ContractorSortColumn>) => ({ params: { authorityId }, query }),
    { sortColumns: CONTRACTOR_SORT_COLUMNS, defaultSort: 'companyName' },
  );
  const [setActive] = useSetContractorActiveMutation();
  // Forms opened from here come back to this list as it is (filters, page).
  const navigate = useOpenFromHere();
  const dialog = useConfirm();
  const authority = list.page?.authority;

  const toggle = (contractor: Contractor): ConfirmRequest =>
    toggleActiveConfirmation(
      {
        name: contractor.companyName,
        isActive: contractor.isActive,
        deactivating: `${contractor.companyName} will no longer be offered for new cases.`,
        activating: `${contractor.companyName} will be offered for cases again.`,
      },
      (isActive) => setActive({ params: { id: contractor.id }, body: { isActive } }).unwrap(),
    );

  const rowActions = (row: Contractor): RowAction[] => [
    ...(row.can.edit ? [editAction(row.companyName, () => navigate(formHref('edit', row.id)))] : []),
    ...(row.can.toggleActive
      ? [toggleActiveAction(row.companyName, row.isActive, () => dialog.ask(toggle(row)))]
      : []),
  ];

  return (
    <RecordListPage
      back={backTo}
      heading="Contractors"
      subheading={authority ? `${authority.name} (${authority.shortCode})` : ' '}
      add={{ label: 'Add contractor', to: formHref('add', authorityId) }}
      view={view}
      list={list}
      rowActions={rowActions}
      confirmation={dialog}
    />
  );
}
