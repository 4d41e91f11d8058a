import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { cellContent, columnAlign, type RecordColumn } from './record-column';
import { RowActionButtons } from './row-action-buttons';
import type { RowAction } from './row-actions';

type DataTableRowsProps<R> = {
  rows: readonly R[];
  columns: readonly RecordColumn<R>[];
  /** Each row's actions, in the rows' order; absent, there is no actions column. */
  actions: readonly RowAction[][] | undefined;
};

function DataTableRowsOf<R extends { id: number | string }>({
  rows,
  columns,
  actions,
}: DataTableRowsProps<R>) {
  return (
    <>
      {rows.map((row, index) => (
        <TableRow key={row.id} hover>
          {columns.map((column) => (
            <TableCell key={column.field} align={columnAlign(column)}>
              {cellContent(column, row)}
            </TableCell>
          ))}
          {actions && (
            <TableCell align="right">
              <RowActionButtons actions={actions[index] ?? []} />
            </TableCell>
          )}
        </TableRow>
      ))}
    </>
  );
}

/**
 * A table's rows. They render again only when the rows, the columns or the actions shown change:
 * a page renders again for much else (its loading flag, a filter's options) and a hundred rows of
 * buttons with tooltips are the most costly part of it.
 */
export const DataTableRows = memo(DataTableRowsOf) as typeof DataTableRowsOf;

/**
 * Each row's actions, the same arrays until the actions shown change (an ability arriving after
 * the rows, a record deactivated), although the page makes new handlers on every render; a click
 * runs the page's latest handler for that action.
 */
export function useRowActions<R>(
  rows: readonly R[],
  rowActions: ((row: R) => RowAction[]) | undefined,
): RowAction[][] | undefined {
  const latest = useRef(rowActions);
  useLayoutEffect(() => {
    latest.current = rowActions;
  });
  const current = rowActions && rows.map(rowActions);
  const shown = current?.map((actions) => actions.map(({ key, name }) => `${key}:${name}`).join()).join('|');

  return useMemo(
    () =>
      current?.map((actions, index) =>
        actions.map((action) => ({
          ...action,
          onClick: () => {
            const row = rows[index];
            if (row !== undefined)
              latest
                .current?.(row)
                .find(({ key }) => key === action.key)
                ?.onClick();
          },
        })),
      ),
    // `shown`: the actions shown changed; `current` is new on every render, as rowActions is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, shown],
  );
}
