import { financialYearLabel, financialYearRange, type YearSpend } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { settingsAuthorityOf } from '../../platform/access/authority-settings-scope';
import { addMonths } from '../../platform/time/london-calendar';
import { spendAsAt } from '../grant-figures';
import { summariseApprovalToFinalPayment } from './approval-to-final-payment';
import { sumApprovedByAdaptationType, summariseApprovedBetween } from './approved-in-year';
import { sumCommittedAsAt } from './committed-as-at';
import { sumPaidByMonth } from './paid-in-year';
import { findAllocationTotal } from './allocation-repository';
import type { KeptYearSpend } from './kept-year-spend';

export type GetYearSpendInput = { caller: Caller; year: number; now?: Date };

/** The year's months, April to March, each `YYYY-MM`. */
function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, index) => addMonths(`${year}-04`, index));
}

/**
 * The year's money against its allocation (docs/spend.md), every figure summed in PostgreSQL
 * over the authority's rows in whole pence. Read in one snapshot, so that remaining is the
 * allocation less the very paid and committed figures it answers.
 */
async function sumYearSpend(
  db: Database,
  authorityId: number,
  year: number,
  asAt: string,
): Promise<YearSpend> {
  const { from, to } = financialYearRange(year);
  const figures = await db.transaction(
    async (tx) => ({
      allocationPence: await findAllocationTotal(tx, { authorityId, financialYear: year }),
      paidByMonth: await sumPaidByMonth(tx, authorityId, from, to),
      committed: await sumCommittedAsAt(tx, authorityId, asAt),
      approved: await summariseApprovedBetween(tx, authorityId, from, to),
      byType: await sumApprovedByAdaptationType(tx, authorityId, from, to),
      approvalToFinalPayment: await summariseApprovalToFinalPayment(tx, authorityId, from, to),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const paid = figures.paidByMonth.find((row) => row.month === null) ?? { pence: 0, cases: 0 };
  const { allocationPence } = figures;
  return {
    year,
    label: financialYearLabel(year),
    from,
    to,
    asAt,
    allocationPence,
    paid: { pence: paid.pence, cases: paid.cases },
    committed: figures.committed,
    remainingPence: allocationPence === null ? null : allocationPence - paid.pence - figures.committed.pence,
    paidByMonth: monthsOf(year).map((month) => {
      const row = figures.paidByMonth.find((candidate) => candidate.month === month);
      return { month, pence: row?.pence ?? 0, cases: row?.cases ?? 0 };
    }),
    approvedByAdaptationType: figures.byType,
    approved: figures.approved,
    approvalToFinalPayment: figures.approvalToFinalPayment,
  };
}

export type YearSpendDeps = { db: Database; kept?: KeptYearSpend };

/**
 * `GET /spend/{year}`: the authority's figures for the year as at its last day or today, kept
 * (kept-year-spend.ts) until a grant's money or the allocation changes.
 */
export async function getYearSpend(
  { db, kept }: YearSpendDeps,
  input: GetYearSpendInput,
): Promise<YearSpend> {
  const { caller, year, now = new Date() } = input;
  const authorityId = settingsAuthorityOf(caller);
  const asAt = spendAsAt(year, now);
  const load = () => sumYearSpend(db, authorityId, year, asAt);
  return kept ? kept.read(authorityId, `${year}|${asAt}`, load) : load();
}
