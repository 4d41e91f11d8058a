import { GRANT_MESSAGES, grantFigures, STATUS_ID, type CaseGrant } from '@casekeeper/contract';
import { AppError, conflict, forbidden } from '../../platform/errors/app-error';
import { londonDay } from '../../platform/time/london-calendar';
import { caseNotFound, caseScopeOf, findCase, isAuthorityAdmin, moveCaseByRecord } from '../cases';
import { changeGrant, type GrantChangeInput, type GrantDeps } from './change-grant';
import { costRefusals } from './grant-costs';
import { findGrant } from './grant-repository';
import { costsOf } from './grant-view';
import { findQuote } from './quote-repository';

export type ApproveGrantInput = GrantChangeInput & { effectiveDate: string | null; note: string | null };

const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);

/**
 * Approves a proposed grant (four eyes: an authority ADMIN who did not propose it) and moves the
 * case from Application submitted to Approved in the same transaction, dated `effectiveDate` as
 * a status change is: the Decision clock stops on that day. The figures are kept as approved, so
 * a later change of the authority's maximum leaves them. Of two approvals at once, the second
 * waits for the first on the grant row and finds it approved (409).
 */
export function approveGrant(deps: GrantDeps, input: ApproveGrantInput): Promise<CaseGrant> {
  const { caller } = input;
  return changeGrant(deps, input, {
    action: 'grant.approve',
    reopensProposal: false,
    refuseApproved: (current) => conflict(GRANT_MESSAGES.alreadyApproved, current),
    async apply({ tx, key, grant }) {
      if (!isAuthorityAdmin(caller)) throw forbidden();
      if (grant.state !== 'PROPOSED') throw unprocessable(GRANT_MESSAGES.notProposed);
      if (grant.proposedById === caller.webUserId) throw forbidden(GRANT_MESSAGES.ownProposal);
      const scope = caseScopeOf(caller);
      const before = await findCase(tx, key.caseId, scope, { forUpdate: true });
      if (!before) throw caseNotFound();
      if (before.statusId !== STATUS_ID.APPLICATION_SUBMITTED)
        throw unprocessable(GRANT_MESSAGES.notAtDecision);

      const costs = costsOf(grant);
      const accepted =
        grant.acceptedQuoteId === null ? undefined : await findQuote(tx, key, grant.acceptedQuoteId);
      if (!costs || !accepted) throw unprocessable(GRANT_MESSAGES.notProposed);
      // The authority may have changed its limits since the proposal: it is approved under today's.
      const { limits } = await findGrant(tx, key);
      const figures = grantFigures({
        quotePence: accepted.amountPence,
        costs,
        mandatoryMaxPence: limits.mandatoryMaxPence,
      });
      const [refusal] = costRefusals(costs, figures, limits);
      if (refusal) throw unprocessable(refusal.message);

      const now = new Date();
      await moveCaseByRecord(tx, input, {
        before,
        now,
        to: STATUS_ID.APPROVED,
        effectiveDate: input.effectiveDate,
        note: input.note,
        by: 'grant approval',
        // The case's own Approved grant field (the list, the export, the portal) says what was approved.
        caseChanges: { approvedGrantPence: figures.totalPence },
      });

      const approvedOn = input.effectiveDate ?? londonDay(now);
      return {
        grant: {
          state: 'APPROVED',
          approvedMaximumPence: limits.mandatoryMaxPence,
          approvedQuotePence: accepted.amountPence,
          approvedTotalPence: figures.totalPence,
          approvedById: caller.webUserId,
          approvedAt: now,
          approvedOn,
          approvalNote: input.note,
        },
        before: { caseStatusId: before.statusId },
        after: { figures, approvedOn, note: input.note, caseStatusId: STATUS_ID.APPROVED },
      };
    },
  });
}
