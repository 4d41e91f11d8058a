import { GRANT_MESSAGES, grantFigures, type CaseGrant, type GrantCosts } from '@casekeeper/contract';
import { AppError } from '../../platform/errors/app-error';
import { changeGrant, type GrantChangeInput, type GrantDeps } from './change-grant';
import { costRefusals } from './grant-costs';
import { findGrant } from './grant-repository';
import { costsOf } from './grant-view';
import { findQuote } from './quote-repository';
import { countWorks } from './work-repository';

/** Each refused cost field with its message, as the form shows them; the first is the answer's message. */
function refusedCosts(refusals: ReturnType<typeof costRefusals>): AppError {
  const fields = Object.fromEntries(refusals.map(({ field, message }) => [`costs.${field}`, [message]]));
  return new AppError('VALIDATION_FAILED', refusals[0]?.message ?? '', { fields });
}

/**
 * Proposes the grant for approval with its fees, contribution and any top-up: the case needs its
 * works and an accepted quote, and the costs must keep the grant's rules under the authority's
 * limits. The proposer is recorded: someone else approves.
 */
export function proposeGrant(
  deps: GrantDeps,
  input: GrantChangeInput & { costs: GrantCosts },
): Promise<CaseGrant> {
  return changeGrant(deps, input, {
    action: 'grant.propose',
    reopensProposal: false,
    async apply({ tx, key, grant }) {
      if ((await countWorks(tx, key)) === 0) throw new AppError('UNPROCESSABLE', GRANT_MESSAGES.noWorks);
      const accepted =
        grant.acceptedQuoteId === null ? undefined : await findQuote(tx, key, grant.acceptedQuoteId);
      if (!accepted) throw new AppError('UNPROCESSABLE', GRANT_MESSAGES.noAcceptedQuote);
      const { limits } = await findGrant(tx, key);
      const { costs } = input;
      const figures = grantFigures({
        quotePence: accepted.amountPence,
        costs,
        mandatoryMaxPence: limits.mandatoryMaxPence,
      });
      const refusals = costRefusals(costs, figures, limits);
      if (refusals.length > 0) throw refusedCosts(refusals);
      return {
        grant: { ...costs, state: 'PROPOSED', proposedById: input.caller.webUserId, proposedAt: new Date() },
        before: { costs: costsOf(grant) },
        after: { costs, figures, limits },
      };
    },
  });
}
