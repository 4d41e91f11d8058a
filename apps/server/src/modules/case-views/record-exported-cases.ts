import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cases } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';

/**
 * An export's look at every case it holds: one EXPORT row per case, written by one INSERT … SELECT
 * of the export's own filter (`where` on `cases`, with its placeholders' `values`), so a
 * 100,000-case export costs one statement and no row in memory.
 */
export async function recordExportedCases(
  db: Database,
  input: { caller: Caller; where: SQL | undefined; values: Record<string, unknown> },
): Promise<number> {
  const { caller, where, values } = input;
  const chosen = db
    .select({
      authorityId: cases.authorityId,
      caseId: cases.id,
      webUserId: sql`${caller.webUserId}::integer`,
      impersonatorId: sql`${caller.impersonatorId}::integer`,
      kind: sql`'EXPORT'`,
    })
    .from(cases)
    .where(where);
  const { sql: text, params } = chosen.toSQL();
  const result = await db.$client.query({
    text: `insert into case_views (authority_id, case_id, web_user_id, impersonator_id, kind) ${text}`,
    values: fillPlaceholders(params, values),
  });
  return result.rowCount ?? 0;
}
