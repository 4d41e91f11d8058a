import type { Page } from '@casekeeper/contract';
import type { PagedList } from '@/lib/use-paged-list';
import { ConfirmDialog } from './confirm-dialog';
import { ListPageHeader, type ListPageHeaderProps } from './list-page-header';
import type { CardView } from './record-cards';
import type { RecordColumn } from './record-column';
import { RecordList } from './record-list';
import type { RowAction } from './row-actions';
import type { useConfirm } from './use-confirm';

/** How a record type's list shows its rows: the table's columns, and a card each on a phone. */
export type RecordListView<R extends { id: number }> = Omit<CardView<R>, 'rowActions'> & {
  /** What the rows are, plural and lower case: "authorities". */
  noun: string;
  columns: RecordColumn<R>[];
  searchLabel: string;
};

type RecordListPageProps<R extends { id: number }, C extends string> = ListPageHeaderProps & {
  view: RecordListView<R>;
  /** The page of rows, searched, filtered, sorted and paged in the address (usePagedList). */
  list: PagedList<C, Page<R>>;
  rowActions: (row: R) => RowAction[];
  /** The dialog the row actions ask in (useConfirm). */
  confirmation: ReturnType<typeof useConfirm>;
};

/** A record type's list page: its header, its rows (a table, or cards on a phone) and its dialog. */
export function RecordListPage<R extends { id: number }, C extends string>({
  view,
  list,
  rowActions,
  confirmation,
  ...header
}: RecordListPageProps<R, C>) {
  return (
    <>
      <ListPageHeader {...header} />
      <RecordList {...view} list={list} sortColumns={list.sortColumns} rowActions={rowActions} />
      <ConfirmDialog {...confirmation.dialogProps} />
    </>
  );
}
