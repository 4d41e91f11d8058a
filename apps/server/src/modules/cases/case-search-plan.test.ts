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
