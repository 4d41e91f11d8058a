import { describe, expect, it } from 'vitest';
import { columnWidths, leastTableWidth, type ColumnSize } from './column-widths';

// The case list's columns: fixed ones, and three sharing the rest 1 : 1.4 : 0.8.
const cases: ColumnSize[] = [
  { width: 180 },
  { flex: 1, minWidth: 130 },
  { flex: 1.4, minWidth: 180 },
  { width: 150 },
  { flex: 0.8, minWidth: 120 },
  {},
];
const rounded = (widths: number[]) => widths.map((width) => Math.round(width));

describe('column widths', () => {
  it('keep fixed columns at their width (100 px when none is given) and share the rest by flex', () => {
    // 1,150 px less 430 fixed leaves 720: 225, 315 and 180.
    expect(rounded(columnWidths(cases, 1150))).toEqual([180, 225, 315, 150, 180, 100]);
  });

  it('keep a flex column at its least width, the others sharing what remains', () => {
    // 900 px less 430 leaves 470: 0.8 of it would be 117.5 px, so Officer keeps 120 and the
    // other two share 350 (145.8 and 204.2).
    expect(rounded(columnWidths(cases, 900))).toEqual([180, 146, 204, 150, 120, 100]);
  });

  it('give every column its least width in a box too narrow for them, which then scrolls', () => {
    expect(leastTableWidth(cases)).toBe(860);
    expect(rounded(columnWidths(cases, 600))).toEqual([180, 130, 180, 150, 120, 100]);
  });
});
