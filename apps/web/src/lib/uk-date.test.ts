import { describe, expect, it } from 'vitest';
import { isCalendarDay, ukDateToIso } from './uk-date';

describe('a date typed the British way', () => {
  it('is day, then month, then year', () => {
    expect(ukDateToIso('27/03/1948')).toBe('1948-03-27');
    expect(ukDateToIso(' 1/2/2026 ')).toBe('2026-02-01');
    expect(ukDateToIso('01-02-2026')).toBe('2026-02-01');
    expect(ukDateToIso('01.02.2026')).toBe('2026-02-01');
  });

  it('passes anything else on as typed, for the contract to refuse', () => {
    expect(ukDateToIso('')).toBe('');
    expect(ukDateToIso('next Tuesday')).toBe('next Tuesday');
    expect(ukDateToIso('1948-03-27')).toBe('1948-03-27');
    expect(ukDateToIso('27/03/48')).toBe('27/03/48');
  });
});

describe('a day of the calendar', () => {
  it('is a YYYY-MM-DD that exists', () => {
    expect(isCalendarDay('2026-01-15')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('15/01/2026')).toBe(false);
  });
});
