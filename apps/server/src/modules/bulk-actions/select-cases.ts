import { BULK_ACTION_MESSAGES, BULK_RUN_MAX_CASES, type bulkSelectionSchema } from '@casekeeper/contract';
import { and, asc, fillPlaceholders, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { cases } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import { caseInScope, listCriteriaOf, listShape, listValues, listWhere, type CaseScope } from '../cases';

/** The cases a selection names that are the caller's to change, in id order; and how many ticked ones were not. */
export async function selectCases(
  db: Database,
  scope: CaseScope,
  selection: z.output<typeof bulkSelectionSchema>,
): Promise<{ caseIds: number[]; ignoredCount: number }> {
  if (selection.kind === 'CASES') {
    // Ticked ids are only candidates: those outside the caller's cases are never touched.
    const rows = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(caseInScope(scope), inArray(cases.id, selection.caseIds)))
      .orderBy(asc(cases.id));
    return { caseIds: rows.map((row) => row.id), ignoredCount: selection.caseIds.length - rows.length };
  }
  // The case list's own filter and scope (modules/cases), read now: what the list shows.
  const criteria = await listCriteriaOf(db, scope.authorityId, selection.filter);
  const { sql: text, params } = db
    .select({ id: cases.id })
    .from(cases)
    .where(listWhere(listShape(scope, criteria)))
    .orderBy(asc(cases.id))
    .limit(BULK_RUN_MAX_CASES + 1)
    .toSQL();
  const result = await db.$client.query<{ id: number }>({
    text,
    values: fillPlaceholders(params, listValues(scope, criteria)),
  });
  if (result.rows.length > BULK_RUN_MAX_CASES) {
    throw new AppError('UNPROCESSABLE', BULK_ACTION_MESSAGES.tooManyCases);
  }
  return { caseIds: result.rows.map((row) => row.id), ignoredCount: 0 };
}
