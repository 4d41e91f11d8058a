import { useLayoutEffect, useRef } from 'react';

/** How a column is sized, as in MUI X: a fixed width, or a share of what is left (flex), no less than minWidth. */
export type ColumnSize = { width?: number; flex?: number; minWidth?: number };

/** Space either side of a cell's content, in pixels. */
export const CELL_PADDING_X = 12;
// MUI X's defaults: a column without a width, and a flex column without a least width.
const DEFAULT_WIDTH = 100;
const DEFAULT_MIN_WIDTH = 50;

const leastWidth = ({ width, flex, minWidth }: ColumnSize) =>
  flex ? (minWidth ?? DEFAULT_MIN_WIDTH) : (width ?? DEFAULT_WIDTH);

/** The least width of a table of these columns: in a narrower box, it scrolls sideways. */
export const leastTableWidth = (sizes: readonly ColumnSize[]) =>
  sizes.reduce((sum, size) => sum + leastWidth(size), 0);

/**
 * Each column's width in a table `available` pixels wide, as MUI X's data grid sized them: fixed
 * columns keep their width and flex columns share the rest in proportion to their flex; a flex
 * column that would fall below its least width keeps that, and the others share what remains.
 */
export function columnWidths(sizes: readonly ColumnSize[], available: number): number[] {
  const widths = sizes.map((size) => (size.flex ? 0 : leastWidth(size)));
  let left = available - widths.reduce((sum, width) => sum + width, 0);
  let sharing = sizes.flatMap(({ flex = 0, ...size }, index) => (flex ? [{ index, flex, ...size }] : []));
  while (sharing.length > 0) {
    const unit = left / sharing.reduce((sum, { flex }) => sum + flex, 0);
    const narrow = sharing.filter((column) => column.flex * unit < leastWidth(column));
    if (narrow.length === 0) {
      for (const { index, flex } of sharing) widths[index] = flex * unit;
      break;
    }
    for (const column of narrow) {
      widths[column.index] = leastWidth(column);
      left -= leastWidth(column);
    }
    sharing = sharing.filter((column) => !narrow.includes(column));
  }
  return widths;
}

/**
 * A table's columns, sized by columnWidths from the width of the box the table scrolls in. The
 * flex columns' widths are CSS variables, set whenever that width changes: a ResizeObserver tells
 * after layout and before paint, and nothing renders again. Until it has (and in jsdom, which has
 * none), flex columns have their least widths. The table needs `table-layout: fixed`.
 */
export function ColumnGroup({ sizes }: { sizes: readonly ColumnSize[] }) {
  const ref = useRef<HTMLTableColElement>(null);

  useLayoutEffect(() => {
    const group = ref.current;
    const box = group?.closest('table')?.parentElement;
    if (!group || !box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      columnWidths(sizes, entry.contentRect.width).forEach((width, index) =>
        group.style.setProperty(`--column-${index}`, `${width}px`),
      );
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [sizes]);

  return (
    <colgroup ref={ref}>
      {sizes.map((size, index) => (
        <col
          // A column's place is what names it: the variables above are numbered so too.
          key={index}
          style={{ width: size.flex ? `var(--column-${index}, ${leastWidth(size)}px)` : leastWidth(size) }}
        />
      ))}
    </colgroup>
  );
}
