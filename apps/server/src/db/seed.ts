import { APPLICATION_STATUSES, isOpenStatus } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { applicationStatusMaster } from './schema';

/**
 * Makes the status master match the contract's APPLICATION_STATUSES: inserts missing rows and
 * updates changed codes, names, order and openness. Idempotent; unchanged rows are not rewritten.
 * SQL that needs a status's place or whether it ends a case reads it from this table, never a copy.
 */
export async function seedStatusMaster(db: Executor): Promise<void> {
  const table = applicationStatusMaster;
  await db
    .insert(table)
    .values(
      APPLICATION_STATUSES.map(({ id, code, name, sortOrder }) => ({
        id,
        code,
        name,
        sortOrder,
        isOpen: isOpenStatus(id),
      })),
    )
    .onConflictDoUpdate({
      target: table.id,
      set: {
        code: sql`excluded.code`,
        name: sql`excluded.name`,
        sortOrder: sql`excluded.sort_order`,
        isOpen: sql`excluded.is_open`,
      },
      setWhere: sql`(${table.code}, ${table.name}, ${table.sortOrder}, ${table.isOpen})
        is distinct from (excluded.code, excluded.name, excluded.sort_order, excluded.is_open)`,
    });
}
