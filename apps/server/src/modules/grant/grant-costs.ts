import { GRANT_MESSAGES, type GrantCosts, type GrantFigures } from '@casekeeper/contract';
import type { GrantLimits } from './grant-repository';

/** Pence as the UK writes money: £1,234.56. */
export function poundsOf(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A cost field and what is wrong with it. */
export type CostRefusal = { field: keyof GrantCosts; message: string };

/**
 * What is wrong with proposed costs, by the grant's rules (docs/grant.md): none for a contribution
 * that is passported or for a child, words for an "other" basis and an other fee, a contribution
 * within the eligible cost, and a top-up only where the authority gives them, with a reason, and
 * no more than the maximum leaves unpaid.
 */
export function costRefusals(costs: GrantCosts, figures: GrantFigures, limits: GrantLimits): CostRefusal[] {
  const refusals: CostRefusal[] = [];
  const refuse = (field: keyof GrantCosts, message: string) => refusals.push({ field, message });
  const free = costs.contributionBasis === 'PASSPORTED' || costs.contributionBasis === 'CHILD';
  if (free && costs.contributionPence !== 0) refuse('contributionPence', GRANT_MESSAGES.contributionFree);
  else if (costs.contributionPence > figures.eligiblePence) {
    refuse('contributionPence', GRANT_MESSAGES.contributionAboveCost);
  }
  if (costs.contributionBasis === 'OTHER' && !costs.contributionText) {
    refuse('contributionText', GRANT_MESSAGES.contributionText);
  }
  if (costs.otherFeePence > 0 && !costs.otherFeeText) refuse('otherFeeText', GRANT_MESSAGES.otherFeeText);
  if (costs.topUpPence > 0) {
    if (!limits.discretionaryTopUps) refuse('topUpPence', GRANT_MESSAGES.topUpsOff);
    else if (costs.topUpPence > figures.overMaximumPence) {
      refuse('topUpPence', GRANT_MESSAGES.topUpBeyondNeed(poundsOf(figures.overMaximumPence)));
    }
    if (!costs.topUpReason) refuse('topUpReason', GRANT_MESSAGES.topUpReason);
  }
  return refusals;
}
