import type { LabelDisplayedRowsArgs, TablePaginationProps } from '@mui/material/TablePagination';

/** The pager's buttons, for a list that goes between pages itself (by cursor) rather than by number. */
export type PageMove = 'first' | 'previous' | 'next' | 'last';

/** A finger's target, 44 px square (WCAG 2.5.5), the icon buttons being 40. */
const TARGET_44 = { minWidth: 44, minHeight: 44 };

/** "11–20 of 1,234": the rows shown and the total, the way a UK reader groups digits. */
export function displayedRows({ from, to, count }: LabelDisplayedRowsArgs): string {
  const number = (value: number) => value.toLocaleString('en-GB');
  return `${number(from)}–${number(to)} of ${count === -1 ? `more than ${number(to)}` : number(count)}`;
}

/**
 * A pager with first, previous, next and last buttons that each say which they are to `move`
 * (the list decides whether a page is read by number or from a cursor), or the usual previous
 * and next by number without `move`.
 */
export function pagerMoveProps(
  move: ((to: PageMove) => void) | undefined,
): Pick<TablePaginationProps, 'showFirstButton' | 'showLastButton' | 'slotProps'> {
  if (!move) return {};
  const button = (to: PageMove) => ({ onClick: () => move(to), sx: TARGET_44 });
  return {
    showFirstButton: true,
    showLastButton: true,
    slotProps: {
      actions: {
        firstButton: button('first'),
        previousButton: button('previous'),
        nextButton: button('next'),
        lastButton: button('last'),
      },
    },
  };
}
