import type { SortDirection } from '@casekeeper/contract';
import Box from '@mui/material/Box';
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

type HeaderNameProps<C extends string> = { field: string; name: string; sort: TableSort<C> | undefined };

/** A header's name: a button that sorts by its field if the server sorts by it, else its words. */
function HeaderName<C extends string>({ field, name, sort }: HeaderNameProps<C>) {
  const sortCol = sort?.columns.find((column) => column === field);
  if (!sort || sortCol === undefined) return name;
  const direction = sort.value.sortCol === sortCol ? sort.value.sortDir : undefined;
  return (
    <TableSortLabel
      active={direction !== undefined}
      direction={direction ?? 'asc'}
      onClick={() => sort.onChange({ sortCol, sortDir: direction === 'asc' ? 'desc' : 'asc' })}
    >
      {name}
    </TableSortLabel>
  );
}

/**
 * The header row. A sortable column's header is a button: pressed, it sorts ascending by that
 * column, and pressed again, descending, then ascending again. The sorted column's header says
 * which way in aria-sort. A column whose cells have a second line of their own (an address under
 * a name) names it under its header, in the cells' second colour, a button too if it sorts.
 */
export function DataTableHead<R, C extends string>({ columns, sort, actions }: DataTableHeadProps<R, C>) {
  const directionOf = (field: string | undefined) =>
    field !== undefined && sort?.value.sortCol === field ? sort.value.sortDir : undefined;

  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const { field, secondLine } = column;
          const direction = directionOf(field) ?? directionOf(secondLine?.field);
          return (
            <TableCell key={field} align={columnAlign(column)} sortDirection={direction ?? false}>
              {column.renderHeader ? (
                column.renderHeader()
              ) : (
                <HeaderName field={field} name={column.headerName} sort={sort} />
              )}
              {secondLine && (
                <Box sx={{ color: 'text.secondary', fontWeight: 'fontWeightRegular' }}>
                  <HeaderName field={secondLine.field} name={secondLine.headerName} sort={sort} />
                </Box>
              )}
            </TableCell>
          );
        })}
        {actions && <TableCell align="right">Actions</TableCell>}
      </TableRow>
    </TableHead>
  );
}
