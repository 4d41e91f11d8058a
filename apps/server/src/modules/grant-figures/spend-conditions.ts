import { and, between, eq, gt, isNotNull, isNull, lte, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { caseGrants, casePayments } from '../../db/schema';

/** A value of the statement, or a placeholder for one. */
type Value<T> = T | SQLWrapper;

/** The authority's approved grants that meet every condition given: every grant figure starts here. */
export const approvedGrantsOf = (authorityId: Value<number>, ...conditions: (SQL | undefined)[]) =>
  and(eq(caseGrants.authorityId, authorityId), eq(caseGrants.state, 'APPROVED'), ...conditions);

/** Approved from `from` to `to`: the year's approved grants, average, median and adaptation types. */
export const approvedBetween = (authorityId: Value<number>, from: Value<string>, to: Value<string>) =>
  approvedGrantsOf(authorityId, between(caseGrants.approvedOn, from, to));

/** Committed as at `asAt`: approved by then, and the final payment not paid by then. */
export const committedAsAt = (authorityId: Value<number>, asAt: Value<string>) =>
  approvedGrantsOf(
    authorityId,
    lte(caseGrants.approvedOn, asAt),
    or(isNull(caseGrants.finalPaidOn), gt(caseGrants.finalPaidOn, asAt)),
  );

/** Final payment paid from `from` to `to`: the time from approval to final payment. */
export const finalPaidBetween = (authorityId: Value<number>, from: Value<string>, to: Value<string>) =>
  approvedGrantsOf(authorityId, isNotNull(caseGrants.finalPaidOn), between(caseGrants.finalPaidOn, from, to));

/** Payments marked paid with a payment day from `from` to `to`: paid, and paid by month. */
export const paidBetween = (authorityId: Value<number>, from: Value<string>, to: Value<string>) =>
  and(
    eq(casePayments.authorityId, authorityId),
    eq(casePayments.state, 'PAID'),
    between(casePayments.paidOn, from, to),
  );
