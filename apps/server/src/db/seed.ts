import { APPLICATION_STATUSES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { applicationStatusMaster } from './schema';

/**
 * Makes the status master match the contract's APPLICATION_STATUSES: inserts missing rows and
 * updates changed codes, names and order. Idempotent; unchanged rows are not rewritten.
 */
export async function seedStatusMaster(db: Executor): Promise<void> {
  const table = applicationStatusMaster;
  await db
    .insert(table)
    .values(APPLICATION_STATUSES.map(({ id, code, name, sortOrder }) => ({ id, code, name, sortOrder })))
    .onConflictDoUpdate({
      target: table.id,
      set: {
        code: sql`excluded.code`,
        name: sql`excluded.name`,
        sortOrder: sql`excluded.sort_order`,
      },
      setWhere: sql`(${table.code}, ${table.name}, ${table.sortOrder})
        is distinct from (excluded.code, excluded.name, excluded.sort_order)`,
    });
}
