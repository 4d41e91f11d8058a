import type { SortDirection } from '@casekeeper/contract';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { columnAlign, type RecordColumn } from './record-column';

type Sort<C extends string> = { sortCol: C; sortDir: SortDirection };

/** How a table is sorted (by the server), and how to sort it by another column. */
export type TableSort<C extends string> = {
  /** The columns the server sorts by; the others' headers are plain text. */
  columns: readonly C[];
  value: Sort<C>;
  onChange: (sort: Sort<C>) => void;
};

type DataTableHeadProps<R, C extends string> = {
  columns: readonly RecordColumn<R>[];
  sort: TableSort<C> | undefined;
  /** Whether the last column holds the rows' actions. */
  actions: boolean;
};

/**
 * The header row. A sortable column's header is a button: pressed, it sorts ascending by that
 * column, and pressed again, descending, then ascending again. The sorted column's header says
 * which way in aria-sort.
 */
export function DataTableHead<R, C extends string>({ columns, sort, actions }: DataTableHeadProps<R, C>) {
  const sortsBy = (field: string): field is C =>
    (sort?.columns as readonly string[] | undefined)?.includes(field) ?? false;

  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const { field } = column;
          const direction = sort?.value.sortCol === field ? sort.value.sortDir : undefined;
          return (
            <TableCell key={field} align={columnAlign(column)} sortDirection={direction ?? false}>
              {sort && sortsBy(field) ? (
                <TableSortLabel
                  active={direction !== undefined}
                  direction={direction ?? 'asc'}
                  onClick={() =>
                    sort.onChange({ sortCol: field, sortDir: direction === 'asc' ? 'desc' : 'asc' })
                  }
                >
                  {column.headerName}
                </TableSortLabel>
              ) : (
                column.headerName
              )}
            </TableCell>
          );
        })}
        {actions && <TableCell align="right">Actions</TableCell>}
      </TableRow>
    </TableHead>
  );
}
