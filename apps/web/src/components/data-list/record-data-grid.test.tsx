import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import { RecordDataGrid, type GridList } from './record-data-grid';
import { editAction, type RowAction } from './row-actions';

type Row = { id: number; name: string };

const list: GridList<'name', Row> = {
  page: { data: [{ id: 1, name: 'Leeds' }], totalRecords: 1, pageNo: 1, pageSize: 10 },
  error: null,
  loading: false,
  query: { pageNo: 1, pageSize: 10, sortCol: 'name', sortDir: 'asc' },
  setPageNo: () => undefined,
  setPageSize: () => undefined,
  setSort: () => undefined,
  reload: () => undefined,
};
const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];
const sortColumns = ['name'] as const;
const pageSizes = [10];

function grid(rowActions: (row: Row) => RowAction[]) {
  return (
    <RecordDataGrid
      label="Authorities"
      list={list}
      columns={columns}
      sortColumns={sortColumns}
      rowActions={rowActions}
      emptyText="None"
      pageSizes={pageSizes}
    />
  );
}

describe('RecordDataGrid', () => {
  it('shows the row actions the page offers now, and runs the latest handler', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    // E.g. the abilities arrive after the rows: at first no row may be edited.
    const { rerender } = render(grid(() => []));
    const table = await screen.findByRole('grid', { name: 'Authorities' });
    await within(table).findByRole('gridcell', { name: 'Leeds' });
    expect(within(table).queryByRole('button', { name: 'Edit Leeds' })).toBeNull();

    rerender(grid((row) => [editAction(row.name, first)]));
    rerender(grid((row) => [editAction(row.name, latest)]));
    await userEvent.click(await within(table).findByRole('button', { name: 'Edit Leeds' }));

    expect(latest).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });
});
