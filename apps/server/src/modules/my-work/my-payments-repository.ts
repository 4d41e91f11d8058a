import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { visibleTo } from '../../db/case-visibility';
import { casePayments, cases, webUsers } from '../../db/schema';
import type { MyWorkOwner } from './my-work-owner';

/**
 * Payments the owner asked for on the cases assigned to them that were rejected since `since`,
 * newest first: the first `limit`, and how many there are. Read from the owner's cases, each
 * case's payments by `case_payments_case_idx`.
 */
export async function findMyRejectedPayments(db: Executor, owner: MyWorkOwner, since: Date, limit: number) {
  const where = and(
    eq(cases.authorityId, owner.authorityId),
    eq(cases.assignedOfficerId, owner.webUserId),
    isNull(cases.deletedAt),
    isNull(cases.disposedAt),
    visibleTo(owner.webUserId),
    eq(casePayments.requestedById, owner.webUserId),
    eq(casePayments.state, 'REJECTED'),
    gte(casePayments.rejectedAt, since),
  );
  const onItsCase = and(eq(casePayments.authorityId, cases.authorityId), eq(casePayments.caseId, cases.id));
  const rows = await db
    .select({
      id: casePayments.id,
      caseId: cases.id,
      caseNumber: cases.caseNumber,
      clientName: sql<string>`concat_ws(' ', ${cases.clientFirstName}, ${cases.clientLastName})`,
      amountPence: casePayments.amountPence,
      at: casePayments.rejectedAt,
      by: sql<string | null>`concat_ws(' ', ${webUsers.firstName}, ${webUsers.lastName})`,
      rejectionReason: casePayments.rejectionReason,
    })
    .from(cases)
    .innerJoin(casePayments, onItsCase)
    .leftJoin(webUsers, eq(webUsers.id, casePayments.rejectedById))
    .where(where)
    .orderBy(desc(casePayments.rejectedAt), desc(casePayments.id))
    .limit(limit);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cases)
    .innerJoin(casePayments, onItsCase)
    .where(where);
  return { items: rows, count: counted?.count ?? 0 };
}
