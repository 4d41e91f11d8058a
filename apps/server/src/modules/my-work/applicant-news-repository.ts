import type { MyWorkApplicantItem } from '@casekeeper/contract';
import { and, desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionItems, cases } from '../../db/schema';
import type { MyWorkOwner } from './my-work-owner';
import { clientNameOf, itsCase, notDisposed, openItemsOf } from './open-actions';

/**
 * What the applicant sent that the owner has not seen yet (new until seen: the alarms' new list),
 * the newest `limit` of it, and how much there is (the alarms' new count).
 */
export async function findApplicantNews(db: Executor, owner: MyWorkOwner, limit: number) {
  const where = openItemsOf(owner, 'applicant');
  const rows = await db
    .select({
      id: actionItems.id,
      caseId: actionItems.caseId,
      caseNumber: cases.caseNumber,
      clientName: clientNameOf,
      kind: sql<
        MyWorkApplicantItem['kind']
      >`case when ${actionItems.kind} = 'FILE' then 'document' else 'message' end`,
      description: actionItems.description,
      sentAt: actionItems.scheduledAt,
    })
    .from(actionItems)
    .innerJoin(cases, itsCase)
    .where(and(where, notDisposed))
    .orderBy(desc(actionItems.scheduledAt), desc(actionItems.id))
    .limit(limit);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(actionItems)
    .where(where);
  return { items: rows, count: counted?.count ?? 0 };
}
