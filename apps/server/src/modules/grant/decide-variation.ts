import { VARIATION_MESSAGES, type CaseGrant } from '@casekeeper/contract';
import type { Transaction } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { conflict, forbidden } from '../../platform/errors/app-error';
import { isAuthorityAdmin } from '../cases';
import { changeGrant, type GrantChangeInput, type GrantDeps } from './change-grant';
import type { GrantKey } from './grant-repository';
import { variationNotFound } from './not-found';
import { readGrant } from './read-grant';
import { findVariation, updateVariationRow, type VariationRow } from './variation-repository';
import { keepCaseApprovedGrant, variedTotal } from './variation-total';
import { auditedVariation } from './variation-view';

export type DecideVariationInput = GrantChangeInput & { id: number };

/**
 * The variation a decision is on, as the four-eyes rule allows: by an authority ADMIN, not its
 * recorder, while it awaits approval. One decided already (of two decisions at once, the second
 * waits on the grant row and finds it decided) is a 409 with the grant as it is now.
 */
async function variationToDecide(
  tx: Transaction,
  key: GrantKey,
  id: number,
  caller: Caller,
): Promise<VariationRow> {
  if (!isAuthorityAdmin(caller)) throw forbidden();
  const variation = await findVariation(tx, key, id);
  if (!variation) throw variationNotFound();
  if (variation.state !== 'PROPOSED') {
    throw conflict(VARIATION_MESSAGES.notProposed, await readGrant(tx, key, caller));
  }
  if (variation.recordedById === caller.webUserId) throw forbidden(VARIATION_MESSAGES.ownVariation);
  return variation;
}

/** Approves a variation that raises the grant, checked again against the total as it is now. */
export function approveVariation(deps: GrantDeps, input: DecideVariationInput): Promise<CaseGrant> {
  const { caller } = input;
  return changeGrant(deps, input, {
    action: 'grant.variation-approve',
    on: 'approved',
    reopensProposal: false,
    async apply({ tx, key, grant }) {
      const before = await variationToDecide(tx, key, input.id, caller);
      const total = await variedTotal(tx, key, grant, before.costChangePence);
      await updateVariationRow(tx, key, before.id, {
        state: 'APPROVED',
        decidedById: caller.webUserId,
        decidedAt: new Date(),
      });
      await keepCaseApprovedGrant(tx, key, caller, total.afterPence);
      const after = await findVariation(tx, key, before.id);
      return {
        before: { ...auditedVariation(before), approvedTotalPence: total.beforePence },
        after: { ...(after && auditedVariation(after)), approvedTotalPence: total.afterPence },
      };
    },
  });
}

/** Rejects a variation that awaits approval, saying why; the approved total stays as it was. */
export function rejectVariation(
  deps: GrantDeps,
  input: DecideVariationInput & { reason: string },
): Promise<CaseGrant> {
  const { caller } = input;
  return changeGrant(deps, input, {
    action: 'grant.variation-reject',
    on: 'approved',
    reopensProposal: false,
    async apply({ tx, key }) {
      const before = await variationToDecide(tx, key, input.id, caller);
      await updateVariationRow(tx, key, before.id, {
        state: 'REJECTED',
        decidedById: caller.webUserId,
        decidedAt: new Date(),
        rejectionReason: input.reason,
      });
      const after = await findVariation(tx, key, before.id);
      return { before: auditedVariation(before), after: after ? auditedVariation(after) : {} };
    },
  });
}
