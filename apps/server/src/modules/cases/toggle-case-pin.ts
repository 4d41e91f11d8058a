import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { casePins } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { selfInScope } from '../../platform/access/record-scope';
import { findCase } from './case-repository';
import { caseNotFound, caseScopeOf } from './case-scope';

/** Pins a case to the top of the caller's own list, or unpins it; pins are personal, so readers pin too. */
export async function toggleCasePin(
  db: Database,
  input: { caller: Caller; caseId: number; webUserId: number },
): Promise<{ caseId: number; pinned: boolean }> {
  const webUserId = selfInScope(input.caller, input.webUserId);
  const scope = caseScopeOf(input.caller);
  return db.transaction(async (tx) => {
    if (!(await findCase(tx, input.caseId, scope))) throw caseNotFound();
    const removed = await tx
      .delete(casePins)
      .where(and(eq(casePins.webUserId, webUserId), eq(casePins.caseId, input.caseId)))
      .returning({ caseId: casePins.caseId });
    if (removed.length > 0) return { caseId: input.caseId, pinned: false };
    await tx
      .insert(casePins)
      .values({ webUserId, caseId: input.caseId, authorityId: scope.authorityId })
      .onConflictDoNothing();
    return { caseId: input.caseId, pinned: true };
  });
}
