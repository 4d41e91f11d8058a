import { describe, expect, it } from 'vitest';
import { formatIsoDay, formatShortDate, monthLabel } from './format-date';

describe('monthLabel', () => {
  it('names a month for people', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });
});

describe('formatIsoDay', () => {
  it('writes a day the UK way without moving it across a time zone', () => {
    expect(formatIsoDay('2026-03-29')).toBe('29/03/2026');
  });
});

describe('formatShortDate', () => {
  it('writes the day in London as dd/mm/yy, on either side of the clocks going forward', () => {
    expect(formatShortDate('2026-03-28T23:30:00Z')).toBe('28/03/26');
    // 23:30 UTC on the 29th is already 00:30 BST on the 30th.
    expect(formatShortDate('2026-03-29T23:30:00Z')).toBe('30/03/26');
  });

  it('writes the day in London as dd/mm/yy, on either side of the clocks going back', () => {
    expect(formatShortDate('2026-10-24T23:30:00Z')).toBe('25/10/26');
    expect(formatShortDate('2026-10-25T23:30:00Z')).toBe('25/10/26');
  });
});
