import { caseSearchRequestSchema } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneConnectionAdmin, type OneConnectionAdmin } from '../../test/one-connection-admin';
import { searchCases } from './search-cases';

// The search's statement is prepared once per shape so that PostgreSQL settles on one plan for
// every term and authority, rather than planning each search anew (a third of a name search's
// time at a million cases). One connection, so its prepared statements can be read back.
let bed: OneConnectionAdmin;

beforeAll(async () => {
  bed = await oneConnectionAdmin({ count: 60, prefix: 'PLN' });
});
afterAll(() => bed.close());

describe('the global search statement', () => {
  it('is planned once for any term, then run on that plan', async () => {
    // Terms of one shape (db/prepared-by-shape.ts): one word of four letters or more.
    const terms = [
      'smith',
      'jones',
      'adams',
      'quixley',
      'brown',
      'smyth',
      'leeds',
      'taylor',
      'evans',
      'wilson',
    ];
    for (const term of terms) {
      await searchCases(bed.connection.db, {
        caller: bed.caller,
        request: caseSearchRequestSchema.parse({ SearchTerm: term }),
      });
    }
    const plans = await bed.connection.db.execute<{ generic: number; custom: number }>(sql`
      select generic_plans::int as generic, custom_plans::int as custom
      from pg_prepared_statements where name like 'case_search_%'`);
    // PostgreSQL tries five plans for the values at hand before it weighs the one for any values.
    expect(plans.rows).toEqual([{ generic: terms.length - 5, custom: 5 }]);
  });
});

/** How often each table has been read whole and by index on the bed's one connection so far. */
async function tableScans(table: string) {
  const db = bed.connection.db;
  // Statistics reach the views when the connection is next idle; this says to send them now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const [row] = (
    await db.execute<{ seq: number; idx: number }>(sql`
      select seq_scan::int as seq, coalesce(idx_scan, 0)::int as idx
      from pg_stat_user_tables where relname = ${table}`)
  ).rows;
  return row ?? { seq: 0, idx: 0 };
}

/** Searches for each term as the bed's ADMIN, each finding something. */
async function expectEachFound(terms: readonly string[]) {
  for (const term of terms) {
    const found = await searchCases(bed.connection.db, {
      caller: bed.caller,
      request: caseSearchRequestSchema.parse({ SearchTerm: term }),
    });
    expect(found.data.length, term).toBeGreaterThan(0);
  }
}

describe('the global search for a case number quoted by its end', () => {
  it('looks each case number up by index, never reading every case', async () => {
    const db = bed.connection.db;
    // The bed's case numbers are PLN-2025-…: its authority's code and the year it numbered them in.
    await db.execute(sql`update authorities set short_code = 'PLN' where id = ${bed.caller.authorityId}`);
    await db.execute(sql`insert into case_number_sequences (authority_id, year, last_value)
      values (${bed.caller.authorityId}, 2025, 60), (${bed.caller.authorityId}, 2024, 60)`);
    const before = await tableScans('cases');
    const terms = ['00001', '7', '2025-00012', 'PLN 3', '00044', '5', '2025-9', 'pln-2025-31', '00059', '2'];
    await expectEachFound(terms);
    const after = await tableScans('cases');
    expect(after.seq - before.seq).toBe(0);
    expect(after.idx - before.idx).toBeGreaterThan(0);
  });
});

describe('the global search for a street or a house', () => {
  it("reads the authority's addresses by their trigram index, never every case", async () => {
    const before = await tableScans('cases');
    // The bed's cases are at "1 High Street" to "60 High Street".
    await expectEachFound(['high street', '12 High', '7 high st', 'high', '59 high street']);
    const after = await tableScans('cases');
    expect(after.seq - before.seq).toBe(0);
  });
});
