import { chartListQuerySchema } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneConnectionAdmin, type OneConnectionAdmin } from '../../test/one-connection-admin';
import { getClockPerformance } from './get-clock-performance';

// One connection, so what it has prepared can be read back.
let bed: OneConnectionAdmin;

beforeAll(async () => {
  bed = await oneConnectionAdmin({ count: 20, prefix: 'CPP' });
});
afterAll(() => bed.close());

describe('the clock figures statement', () => {
  it('is planned for its months on every run, never settling on a plan for any months', async () => {
    // Past PostgreSQL's five plans for the values at hand, after which a prepared statement may
    // take its generic plan: one that cannot see how many stops the months hold.
    for (const months of ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07']) {
      const query = chartListQuerySchema.parse({ MonthFrom: '2025-12', MonthTo: months });
      const figures = await getClockPerformance(bed.connection.db, { caller: bed.caller, query });
      expect(figures.months.at(-1)).toBe(months);
    }
    const prepared = await bed.connection.db.execute<{ name: string }>(sql`
      select name from pg_prepared_statements where statement like '%case_clocks%'`);
    expect(prepared.rows).toEqual([]);
  });
});
