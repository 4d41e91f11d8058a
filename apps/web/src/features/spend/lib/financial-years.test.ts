import { describe, expect, it } from 'vitest';
import { yearChoices, yearFromQuery, yearUnderWay } from './financial-years';

describe('financial years', () => {
  it('starts the year under way on 1 April in UK time', () => {
    expect(yearUnderWay(new Date('2027-03-31T22:59:59.000Z'))).toBe(2026);
    // 00:00 on 1 April in London is 23:00 the day before in UTC (summer time).
    expect(yearUnderWay(new Date('2027-03-31T23:00:00.000Z'))).toBe(2027);
    expect(yearUnderWay(new Date('2027-01-15T12:00:00.000Z'))).toBe(2026);
  });

  it('reads the year an address names, and the one under way for any other', () => {
    expect(yearFromQuery('2024', 2026)).toBe(2024);
    expect(yearFromQuery(null, 2026)).toBe(2026);
    expect(yearFromQuery('2024/25', 2026)).toBe(2026);
    expect(yearFromQuery('1999', 2026)).toBe(2026);
    expect(yearFromQuery(' 2024', 2026)).toBe(2026);
  });

  it('offers the next year, the one under way and the four before, newest first', () => {
    expect(yearChoices(2026, 2026).map((choice) => choice.label)).toEqual([
      '2027/28',
      '2026/27',
      '2025/26',
      '2024/25',
      '2023/24',
      '2022/23',
    ]);
  });

  it('offers a year chosen by a link among them, in its place', () => {
    expect(yearChoices(2026, 2010).map((choice) => choice.year)).toEqual([
      2027, 2026, 2025, 2024, 2023, 2022, 2010,
    ]);
  });
});
