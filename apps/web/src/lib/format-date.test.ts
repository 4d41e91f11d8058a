import { describe, expect, it } from 'vitest';
import { formatIsoDay, monthLabel } from './format-date';

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
