import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordColumn } from './record-column';
import { RecordTable, type PagedRecords } from './record-table';
import { editAction, type RowAction } from './row-actions';

type Row = { id: number; name: string; town: string; userCount: number };
type SortColumn = 'name' | 'town';

const leeds: Row = { id: 1, name: 'Leeds', town: 'Leeds', userCount: 3 };
const york: Row = { id: 2, name: 'York', town: 'York', userCount: 12 };

function pagedList(patch: Partial<PagedRecords<SortColumn, Row>> = {}): PagedRecords<SortColumn, Row> {
  return {
    page: { data: [leeds, york], totalRecords: 60, pageNo: 1, pageSize: 25 },
    error: null,
    loading: false,
    query: { pageNo: 1, pageSize: 25, sortCol: 'name', sortDir: 'asc' },
    setPageNo: vi.fn(),
    setPageSize: vi.fn(),
    setSort: vi.fn(),
    reload: () => undefined,
    ...patch,
  };
}
const columns: RecordColumn<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'town', headerName: 'Town', width: 120 },
  { field: 'userCount', headerName: 'Users', width: 80, type: 'number' },
];
const sortColumns = ['name', 'town'] as const;
const pageSizes = [10, 25, 50, 100];

function table(list: PagedRecords<SortColumn, Row>, rowActions: (row: Row) => RowAction[] = () => []) {
  return (
    <RecordTable
      label="Authorities"
      list={list}
      columns={columns}
      sortColumns={sortColumns}
      rowActions={rowActions}
      emptyText="There are no authorities yet."
      pageSizes={pageSizes}
    />
  );
}

describe('RecordTable', () => {
  it('shows a row per record under its column headers, and an Actions column last', () => {
    render(table(pagedList()));
    const authorities = screen.getByRole('table', { name: 'Authorities' });

    expect(
      within(authorities)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Town', 'Users', 'Actions']);
    const rows = within(authorities).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([[], ['Leeds', 'Leeds', '3', ''], ['York', 'York', '12', '']]);
  });

  it('says the list is sorted ascending by name, and sorts by another column ascending, then by name descending', async () => {
    const list = pagedList();
    render(table(list));

    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Town' })).not.toHaveAttribute('aria-sort');
    // Only the server's sort columns can be sorted by.
    expect(within(screen.getByRole('columnheader', { name: 'Users' })).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Town' }));
    expect(list.setSort).toHaveBeenLastCalledWith({ sortCol: 'town', sortDir: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(list.setSort).toHaveBeenLastCalledWith({ sortCol: 'name', sortDir: 'desc' });
  });

  it('sorts a column sorted descending ascending again, and says so in aria-sort', async () => {
    const list = pagedList({ query: { pageNo: 1, pageSize: 25, sortCol: 'town', sortDir: 'desc' } });
    render(table(list));

    expect(screen.getByRole('columnheader', { name: 'Town' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Town' }));
    expect(list.setSort).toHaveBeenCalledExactlyOnceWith({ sortCol: 'town', sortDir: 'asc' });
  });

  it('pages through the server’s rows and changes the page size', async () => {
    const list = pagedList({
      query: { pageNo: 2, pageSize: 25, sortCol: 'name', sortDir: 'asc' },
      page: { data: [leeds], totalRecords: 60, pageNo: 2, pageSize: 25 },
    });
    render(table(list));

    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(list.setPageNo).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(list.setPageNo).toHaveBeenLastCalledWith(1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(list.setPageSize).toHaveBeenCalledExactlyOnceWith(50);
  });

  it('keeps the rows it has while the next ones load, and says it is busy', () => {
    render(table(pagedList({ loading: true })));

    const authorities = screen.getByRole('table', { name: 'Authorities' });
    expect(authorities).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading authorities' })).toBeInTheDocument();
    expect(within(authorities).getByRole('row', { name: 'York York 12' })).toBeInTheDocument();
  });

  it('says why there is nothing to show when the list is empty, once loaded', () => {
    const empty = { data: [], totalRecords: 0, pageNo: 1, pageSize: 25 };
    const { rerender } = render(table(pagedList({ page: empty, loading: true })));
    expect(screen.queryByText('There are no authorities yet.')).toBeNull();

    rerender(table(pagedList({ page: empty })));
    const authorities = screen.getByRole('table', { name: 'Authorities' });
    expect(authorities).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(authorities).getByRole('cell', { name: 'There are no authorities yet.' })).toHaveAttribute(
      'colspan',
      '4',
    );
  });

  it('shows the row actions the page offers now, and runs the latest handler', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const list = pagedList();
    // E.g. the abilities arrive after the rows: at first no row may be edited.
    const { rerender } = render(table(list));
    const authorities = screen.getByRole('table', { name: 'Authorities' });
    expect(within(authorities).queryByRole('button', { name: 'Edit Leeds' })).toBeNull();

    rerender(table(list, (row) => [editAction(row.name, first)]));
    rerender(table(list, (row) => [editAction(row.name, latest)]));
    const edit = within(authorities).getByRole('button', { name: 'Edit Leeds' });
    await userEvent.hover(edit);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit Leeds');
    await userEvent.click(edit);

    expect(latest).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });

  it('names a second line under its column’s header, and sorts by it from there', async () => {
    const list = pagedList({ query: { pageNo: 1, pageSize: 25, sortCol: 'town', sortDir: 'asc' } });
    const twoLines: RecordColumn<Row>[] = [
      { field: 'name', headerName: 'Name', secondLine: { field: 'town', headerName: 'Town' }, flex: 1 },
      { field: 'userCount', headerName: 'Users', width: 80, type: 'number' },
    ];
    render(
      <RecordTable
        label="Authorities"
        list={list}
        columns={twoLines}
        sortColumns={sortColumns}
        rowActions={() => []}
        emptyText="There are no authorities yet."
        pageSizes={pageSizes}
      />,
    );

    const header = screen.getByRole('columnheader', { name: 'Name Town' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button', { name: 'Town' }));
    expect(list.setSort).toHaveBeenLastCalledWith({ sortCol: 'town', sortDir: 'desc' });
    await userEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(list.setSort).toHaveBeenLastCalledWith({ sortCol: 'name', sortDir: 'asc' });
  });
});
