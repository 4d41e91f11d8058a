import type { ReactNode } from 'react';

/** What a cell shows as text. */
export type CellValue = string | number | boolean | null | undefined;

type ColumnLayout = {
  /** The column's header, and its name for the phone's sort choice. */
  headerName: string;
  /** A fixed width in pixels. */
  width?: number;
  /** A share of the width the fixed columns leave, in proportion to the other flex columns. */
  flex?: number;
  /** The least width of a flex column in pixels: below it, the table scrolls sideways. */
  minWidth?: number;
  /** Numbers are right-aligned, so their figures line up. */
  type?: 'number';
  /**
   * What the cell's second line shows (a client's address under their name), named under the
   * column's header; `field` is the column the server sorts it by, if it sorts by it.
   */
  secondLine?: { field: string; headerName: string };
  /** Draws the header cell itself (a tick box for the whole page); headerName still names the column. */
  renderHeader?: () => ReactNode;
};

type RenderCell<R> = (params: { row: R }) => ReactNode;

/** Shows one of the row's own fields, through valueFormatter(value, row) if given. */
type FieldColumn<R, K extends keyof R & string> = ColumnLayout & {
  field: K;
  valueFormatter?: (value: R[K], row: R) => string;
  renderCell?: RenderCell<R>;
};

/**
 * Shows what valueGetter(value, row) makes of the row (value is the row's `field`, as MUI X gave
 * it, or undefined); `field` is then the column the server sorts by, if it sorts by this one.
 */
type DerivedColumn<R> = ColumnLayout & {
  field: string;
  valueGetter: (value: unknown, row: R) => CellValue;
};

/** Draws its cell itself: a chip, a link. */
type RenderedColumn<R> = ColumnLayout & {
  field: string;
  renderCell: RenderCell<R>;
};

/**
 * A column of a record table, in the shape of the MUI X data grid's GridColDef for what our lists
 * use: a field's value, formatted; a value worked out from the row; or a cell drawn by the column.
 */
export type RecordColumn<R> =
  { [K in keyof R & string]: FieldColumn<R, K> }[keyof R & string] | DerivedColumn<R> | RenderedColumn<R>;

/** The column read one way, whichever kind it is. */
type AnyColumn<R> = ColumnLayout & {
  field: string;
  valueGetter?: (value: unknown, row: R) => CellValue;
  // The formatter takes the type of the field it was written for, which only its column knows.
  valueFormatter?: (value: never, row: R) => string;
  renderCell?: RenderCell<R>;
};

/** What a cell shows: its own drawing, else its value, got and formatted as its column says. */
export function cellContent<R extends object>(column: RecordColumn<R>, row: R): ReactNode {
  const { field, valueGetter, valueFormatter, renderCell }: AnyColumn<R> = column;
  if (renderCell) return renderCell({ row });
  const own = Object.hasOwn(row, field) ? (row as Record<string, unknown>)[field] : undefined;
  if (valueGetter) return valueGetter(own, row);
  if (valueFormatter) return valueFormatter(own as never, row);
  // Anything else (an object the column forgot to format) shows as nothing rather than "[object Object]".
  return typeof own === 'string' || typeof own === 'number' || typeof own === 'boolean' ? String(own) : '';
}

export const columnAlign = (column: ColumnLayout) => (column.type === 'number' ? 'right' : 'left');

/** What a column is called, and what it sorts by. */
export type ColumnNames = Pick<ColumnLayout, 'headerName' | 'secondLine'> & { field: string };

/** The columns' names by the field each sorts by, a second line's among them: "Post code" for PostCode. */
export const sortNames = (columns: readonly ColumnNames[]): ReadonlyMap<string, string> =>
  new Map(
    columns.flatMap(({ field, headerName, secondLine }) => [
      [field, headerName] as const,
      ...(secondLine ? [[secondLine.field, secondLine.headerName] as const] : []),
    ]),
  );
