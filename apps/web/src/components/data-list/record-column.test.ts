import { describe, expect, it, vi } from 'vitest';
import { cellContent, type RecordColumn } from './record-column';

type Row = { id: number; firstName: string; lastName: string; lastLoginAt: string | null; isActive: boolean };

const nia: Row = { id: 7, firstName: 'Nia', lastName: 'Jones', lastLoginAt: null, isActive: true };

describe('a record column’s cell', () => {
  it('shows the row’s field as it is', () => {
    const column: RecordColumn<Row> = { field: 'firstName', headerName: 'First name' };
    expect(cellContent(column, nia)).toBe('Nia');
  });

  it('formats the field’s value, given the value and the row as MUI X gave them', () => {
    const valueFormatter = vi.fn((value: string | null) => value ?? 'Never');
    const column: RecordColumn<Row> = { field: 'lastLoginAt', headerName: 'Last signed in', valueFormatter };
    expect(cellContent(column, nia)).toBe('Never');
    expect(valueFormatter).toHaveBeenCalledWith(null, nia);
  });

  it('shows what valueGetter makes of the row, given the field’s value, if any, and the row', () => {
    const valueGetter = vi.fn((_: unknown, row: Row) => `${row.firstName} ${row.lastName}`);
    const named: RecordColumn<Row> = { field: 'lastName', headerName: 'Name', valueGetter };
    const sortKey: RecordColumn<Row> = { field: 'FullName', headerName: 'Name', valueGetter };

    expect(cellContent(named, nia)).toBe('Nia Jones');
    expect(valueGetter).toHaveBeenLastCalledWith('Jones', nia);
    expect(cellContent(sortKey, nia)).toBe('Nia Jones');
    expect(valueGetter).toHaveBeenLastCalledWith(undefined, nia);
  });

  it('draws its own cell when it says how', () => {
    const column: RecordColumn<Row> = {
      field: 'isActive',
      headerName: 'Status',
      renderCell: ({ row }) => (row.isActive ? 'Active' : 'Inactive'),
    };
    expect(cellContent(column, nia)).toBe('Active');
  });
});
