import { describe, expect, it } from 'vitest';
import { monthRange, ukMonth } from './month-ranges';

describe('the dashboard periods', () => {
  const lateNovember = new Date('2026-11-25T10:00:00Z');

  it('count whole months up to this one, in UK time', () => {
    expect(monthRange('last-12', lateNovember)).toEqual({ MonthFrom: '2025-12', MonthTo: '2026-11' });
    expect(monthRange('last-6', lateNovember)).toEqual({ MonthFrom: '2026-06', MonthTo: '2026-11' });
    expect(monthRange('last-24', lateNovember)).toEqual({ MonthFrom: '2024-12', MonthTo: '2026-11' });
    expect(monthRange('this-year', lateNovember)).toEqual({ MonthFrom: '2026-01', MonthTo: '2026-11' });
    expect(monthRange('last-year', lateNovember)).toEqual({ MonthFrom: '2025-01', MonthTo: '2025-12' });
    expect(monthRange('this-quarter', lateNovember)).toEqual({ MonthFrom: '2026-10', MonthTo: '2026-11' });
    expect(monthRange('last-quarter', lateNovember)).toEqual({ MonthFrom: '2026-07', MonthTo: '2026-09' });
  });

  it('take quarters from January, April, July and October, last quarter across a new year', () => {
    const april = new Date('2026-04-01T10:00:00Z');
    expect(monthRange('this-quarter', april)).toEqual({ MonthFrom: '2026-04', MonthTo: '2026-04' });
    expect(monthRange('last-quarter', april)).toEqual({ MonthFrom: '2026-01', MonthTo: '2026-03' });
    const february = new Date('2026-02-10T10:00:00Z');
    expect(monthRange('this-quarter', february)).toEqual({ MonthFrom: '2026-01', MonthTo: '2026-02' });
    expect(monthRange('last-quarter', february)).toEqual({ MonthFrom: '2025-10', MonthTo: '2025-12' });
  });

  it('take the UK month at a month end (British Summer Time ends in October)', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London.
    expect(ukMonth(new Date('2026-05-31T23:30:00Z'))).toEqual({ year: 2026, month: 6 });
    // 23:30 UTC on 31 December is still 31 December in London (GMT).
    expect(ukMonth(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2026, month: 12 });
  });
});
