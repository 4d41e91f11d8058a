// Which grants and payments each Spend figure counts (docs/spend.md), in one place for the
// figures themselves (modules/spend) and for the case list that a figure clicks through to
// (modules/cases). Values may be placeholders: the list's statements are prepared by shape.
export { approvedGrantTotalSql } from './approved-grant-total';
export { spendAsAt } from './spend-as-at';
export { announceSpendChange, SPEND_CHANGED_CHANNEL } from './spend-changed';
export {
  approvedBetween,
  approvedGrantsOf,
  committedAsAt,
  finalPaidBetween,
  paidBetween,
} from './spend-conditions';
