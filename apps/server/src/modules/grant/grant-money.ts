import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrantVariations, caseGrants, casePayments, caseWorks } from '../../db/schema';
import { announceSpendChange } from '../grant-figures';
import type { GrantKey } from './grant-repository';

const ofCase = (table: { authorityId: AnyColumn; caseId: AnyColumn }, key: GrantKey) =>
  and(eq(table.authorityId, key.authorityId), eq(table.caseId, key.caseId));

/**
 * Writes the grant row's money again from the rows it comes from (docs/spend.md): what approved
 * variations change the approval by, what was paid, the final payment's day, and the adaptation
 * types of the works. Every write of a variation, a payment or the grant calls it in its own
 * transaction, after the grant row's lock, so the figures are never seen apart from their rows;
 * recounted rather than added to, so that no order of changes can leave them wrong. Announces
 * that the authority's Spend figures moved, for every server's kept answers.
 */
export async function refreshGrantMoney(tx: Executor, key: GrantKey): Promise<void> {
  const variations = tx
    .select({ pence: sql`coalesce(sum(${caseGrantVariations.costChangePence}), 0)` })
    .from(caseGrantVariations)
    .where(and(ofCase(caseGrantVariations, key), eq(caseGrantVariations.state, 'APPROVED')));
  const paid = and(ofCase(casePayments, key), eq(casePayments.state, 'PAID'));
  const paidPence = tx
    .select({ pence: sql`coalesce(sum(${casePayments.amountPence}), 0)` })
    .from(casePayments)
    .where(paid);
  const finalPaidOn = tx
    .select({ day: sql`max(${casePayments.paidOn})` })
    .from(casePayments)
    .where(and(paid, eq(casePayments.kind, 'FINAL')));
  const adaptationTypeIds = tx
    .select({
      ids: sql`coalesce(array_agg(distinct ${caseWorks.adaptationTypeId} order by ${caseWorks.adaptationTypeId}), '{}')`,
    })
    .from(caseWorks)
    .where(ofCase(caseWorks, key));
  await tx
    .update(caseGrants)
    .set({
      variationsPence: sql`(${variations})`,
      paidPence: sql`(${paidPence})`,
      finalPaidOn: sql`(${finalPaidOn})`,
      adaptationTypeIds: sql`(${adaptationTypeIds})`,
    })
    .where(ofCase(caseGrants, key));
  await announceSpendChange(tx, key.authorityId);
}
