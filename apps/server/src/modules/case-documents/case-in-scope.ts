import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cases } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';

/** Whether the case is one the scope reaches (its authority, its officer, its restriction). */
export async function isCaseInScope(db: Executor, caseId: number, scope: CaseScope): Promise<boolean> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(caseInScope(scope), eq(cases.id, caseId)));
  return row !== undefined;
}
