import {
  MAX_VARIATIONS_PER_CASE,
  VARIATION_MESSAGES,
  type CaseGrant,
  type variationFieldsSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import { changeGrant, type GrantChangeInput, type GrantDeps } from './change-grant';
import { countVariations, findVariation, insertVariation } from './variation-repository';
import { keepCaseApprovedGrant, variedTotal } from './variation-total';
import { auditedVariation } from './variation-view';

export type AddVariationInput = GrantChangeInput & { variation: z.output<typeof variationFieldsSchema> };

/** A variation that raises the grant awaits an authority ADMIN's approval; any other stands at once. */
export const awaitsApproval = (costChangePence: number) => costChangePence > 0;

/**
 * Records a variation of the approved grant, within the rules on the total it comes to (a raise
 * is checked now, and again when approved). One that stands at once changes the approved total.
 */
export function addVariation(deps: GrantDeps, input: AddVariationInput): Promise<CaseGrant> {
  const { variation, caller } = input;
  return changeGrant(deps, input, {
    action: 'grant.variation-add',
    on: 'approved',
    reopensProposal: false,
    async apply({ tx, key, grant }) {
      if ((await countVariations(tx, key)) >= MAX_VARIATIONS_PER_CASE) {
        throw new AppError('UNPROCESSABLE', VARIATION_MESSAGES.tooMany);
      }
      const total = await variedTotal(tx, key, grant, variation.costChangePence);
      const proposed = awaitsApproval(variation.costChangePence);
      const id = await insertVariation(tx, key, {
        ...variation,
        state: proposed ? 'PROPOSED' : 'APPROVED',
        recordedById: caller.webUserId,
      });
      if (!proposed) await keepCaseApprovedGrant(tx, key, caller, total.afterPence);
      const added = await findVariation(tx, key, id);
      return {
        before: { approvedTotalPence: total.beforePence },
        after: {
          ...(added ? auditedVariation(added) : { variationId: id }),
          approvedTotalPence: proposed ? total.beforePence : total.afterPence,
        },
      };
    },
  });
}
