import { describe, expect, it } from 'vitest';
import { londonIso, londonOffsetMinutes, londonWallClockText, parseWallClock } from './london-time';

const at = (year: number, month: number, day: number, hour: number, minute: number) => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('londonIso', () => {
  it('gives a winter time the GMT offset', () => {
    expect(londonIso(at(2026, 1, 15, 9, 30))).toEqual({ kind: 'ok', iso: '2026-01-15T09:30:00+00:00' });
  });

  it('gives a summer time the BST offset', () => {
    expect(londonIso(at(2026, 7, 1, 14, 5))).toEqual({ kind: 'ok', iso: '2026-07-01T14:05:00+01:00' });
  });

  it('changes offset on the last Sunday of March, when the clocks go forward at 01:00', () => {
    expect(londonIso(at(2026, 3, 29, 0, 59))).toEqual({ kind: 'ok', iso: '2026-03-29T00:59:00+00:00' });
    expect(londonIso(at(2026, 3, 29, 2, 0))).toEqual({ kind: 'ok', iso: '2026-03-29T02:00:00+01:00' });
    expect(londonIso(at(2026, 3, 28, 9, 30))).toEqual({ kind: 'ok', iso: '2026-03-28T09:30:00+00:00' });
    expect(londonIso(at(2026, 3, 30, 9, 30))).toEqual({ kind: 'ok', iso: '2026-03-30T09:30:00+01:00' });
  });

  it('refuses a time the clocks skip in March, which no London clock shows', () => {
    expect(londonIso(at(2026, 3, 29, 1, 0))).toEqual({ kind: 'gap' });
    expect(londonIso(at(2026, 3, 29, 1, 30))).toEqual({ kind: 'gap' });
    expect(londonIso(at(2025, 3, 30, 1, 15))).toEqual({ kind: 'gap' });
  });

  it('changes offset on the last Sunday of October, taking the first (BST) of a time shown twice', () => {
    expect(londonIso(at(2026, 10, 25, 0, 30))).toEqual({ kind: 'ok', iso: '2026-10-25T00:30:00+01:00' });
    expect(londonIso(at(2026, 10, 25, 1, 30))).toEqual({
      kind: 'ambiguous',
      iso: '2026-10-25T01:30:00+01:00',
    });
    expect(londonIso(at(2026, 10, 25, 2, 0))).toEqual({ kind: 'ok', iso: '2026-10-25T02:00:00+00:00' });
    expect(londonIso(at(2026, 10, 26, 9, 30))).toEqual({ kind: 'ok', iso: '2026-10-26T09:30:00+00:00' });
  });

  it('refuses a day that is not on the calendar', () => {
    expect(londonIso(at(2026, 2, 30, 9, 30))).toEqual({ kind: 'invalid' });
    expect(londonIso(at(2026, 4, 1, 24, 0))).toEqual({ kind: 'invalid' });
  });
});

describe('londonOffsetMinutes', () => {
  it('is an hour from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October', () => {
    expect(londonOffsetMinutes(Date.parse('2026-03-29T00:59:59Z'))).toBe(0);
    expect(londonOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'))).toBe(60);
    expect(londonOffsetMinutes(Date.parse('2026-10-25T00:59:59Z'))).toBe(60);
    expect(londonOffsetMinutes(Date.parse('2026-10-25T01:00:00Z'))).toBe(0);
  });
});

describe('londonWallClockText', () => {
  it('reads an instant from the API on the London clock, for the form', () => {
    expect(londonWallClockText('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(londonWallClockText('2026-12-01T09:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(londonWallClockText('2026-10-25T00:30:00.000Z')).toBe('2026-10-25T01:30');
    expect(londonWallClockText('2026-10-25T01:30:00.000Z')).toBe('2026-10-25T01:30');
  });

  it('round-trips through londonIso', () => {
    const wall = parseWallClock(londonWallClockText('2026-03-30T08:30:00Z'));
    expect(wall && londonIso(wall)).toEqual({ kind: 'ok', iso: '2026-03-30T09:30:00+01:00' });
  });
});
