import { GRANT_MESSAGES, type CaseGrant } from '@casekeeper/contract';
import { auditChange } from '../../platform/audit/audit-change';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { updateCaseRow } from '../cases';
import { changeGrant, type GrantChangeInput, type GrantDeps } from './change-grant';
import { quoteNotFound } from './not-found';
import { findQuotableContractor, findQuotes } from './quote-repository';

/**
 * Accepts one of the case's quotes, with a reason when a lower one was received, and makes its
 * contractor the case's (the case's version bumps, and its list hears of it as of any case change).
 */
export function acceptQuote(
  deps: GrantDeps,
  input: GrantChangeInput & { id: number; reason: string | null },
): Promise<CaseGrant> {
  return changeGrant(deps, input, {
    action: 'grant.quote-accept',
    reopensProposal: true,
    async apply({ tx, key, grant, found }) {
      const quotes = await findQuotes(tx, key);
      const quote = quotes.find((candidate) => candidate.id === input.id);
      if (!quote) throw quoteNotFound();
      const lowerReceived = quotes.some((other) => other.amountPence < quote.amountPence);
      if (lowerReceived && input.reason === null) throw fieldError('reason', GRANT_MESSAGES.notLowestReason);
      // The case's contractor follows: one no longer in use cannot become it.
      const contractor = await findQuotableContractor(tx, key.authorityId, quote.contractorId);
      if (!contractor?.isActive && quote.contractorId !== found.contractorId) {
        throw new AppError('UNPROCESSABLE', GRANT_MESSAGES.inactiveContractor);
      }
      if (found.contractorId !== quote.contractorId) {
        await updateCaseRow(tx, found.id, {
          contractorId: quote.contractorId,
          updatedById: input.caller.webUserId,
        });
        await auditChange(tx, input, 'case.update', found.id, {
          authorityId: key.authorityId,
          before: { contractorId: found.contractorId },
          after: { contractorId: quote.contractorId, reason: 'The quote of that contractor was accepted' },
        });
      }
      return {
        grant: { acceptedQuoteId: quote.id, acceptedReason: input.reason },
        before: { acceptedQuoteId: grant.acceptedQuoteId, acceptedReason: grant.acceptedReason },
        after: {
          acceptedQuoteId: quote.id,
          acceptedReason: input.reason,
          contractorId: quote.contractorId,
          amountPence: quote.amountPence,
        },
      };
    },
  });
}
