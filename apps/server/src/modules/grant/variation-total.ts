import { VARIATION_MESSAGES } from '@casekeeper/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { casePayments } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { AppError } from '../../platform/errors/app-error';
import { updateCaseRow } from '../cases';
import { poundsOf } from './grant-costs';
import { findGrantSettings, type GrantKey, type GrantRow } from './grant-repository';
import { approvedTotalOf } from './grant-total';

const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);

/** What payments hold of the grant: every payment not rejected (requested, authorised or paid). */
async function committedPence(db: Executor, key: GrantKey): Promise<number> {
  const [row] = await db
    .select({ pence: sql<number>`coalesce(sum(${casePayments.amountPence}), 0)::int` })
    .from(casePayments)
    .where(
      and(
        eq(casePayments.authorityId, key.authorityId),
        eq(casePayments.caseId, key.caseId),
        ne(casePayments.state, 'REJECTED'),
      ),
    );
  return row?.pence ?? 0;
}

export type VariedTotal = { beforePence: number; afterPence: number };

/**
 * The approved total before and after a change of `changePence`, checked by the variation rules
 * (docs/grant.md) on the grant row locked by the change: a raise beyond the maximum the grant was
 * approved under (with the top-up it was approved with) only where the authority gives
 * discretionary top-ups today; a lowering neither below nothing nor below what payments hold.
 */
export async function variedTotal(
  tx: Executor,
  key: GrantKey,
  grant: GrantRow,
  changePence: number,
): Promise<VariedTotal> {
  const beforePence = await approvedTotalOf(tx, key);
  if (beforePence === null) throw unprocessable(VARIATION_MESSAGES.notApproved);
  const afterPence = beforePence + changePence;
  if (changePence > 0) {
    const maximumPence = grant.approvedMaximumPence ?? 0;
    if (afterPence > maximumPence + (grant.topUpPence ?? 0)) {
      const { discretionaryTopUps } = await findGrantSettings(tx, key.authorityId);
      if (!discretionaryTopUps) throw unprocessable(VARIATION_MESSAGES.aboveMaximum(poundsOf(maximumPence)));
    }
  }
  if (changePence < 0) {
    if (afterPence < 0) throw unprocessable(VARIATION_MESSAGES.belowZero);
    const committed = await committedPence(tx, key);
    if (afterPence < committed) throw unprocessable(VARIATION_MESSAGES.belowCommitted(poundsOf(committed)));
  }
  return { beforePence, afterPence };
}

/** The case's own Approved grant field (the list, the export) follows the approved total as it changes. */
export async function keepCaseApprovedGrant(
  tx: Executor,
  key: GrantKey,
  caller: Caller,
  totalPence: number,
): Promise<void> {
  await updateCaseRow(tx, key.caseId, { approvedGrantPence: totalPence, updatedById: caller.webUserId });
}
