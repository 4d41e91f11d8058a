import { GRANT_MESSAGES, type CaseGrant } from '@casekeeper/contract';
import { fieldError } from '../../platform/errors/app-error';
import { changeGrant, type GrantChangeInput, type GrantDeps } from './change-grant';
import { findWorks, setWorkPositions } from './work-repository';

/** The same ids, each once, in any order. */
function isSameSet(given: number[], held: number[]): boolean {
  const unique = new Set(given);
  return unique.size === given.length && given.length === held.length && held.every((id) => unique.has(id));
}

/** Puts the case's schedule in a new order: every item of it named once, or nothing changes. */
export function orderWorks(deps: GrantDeps, input: GrantChangeInput & { ids: number[] }): Promise<CaseGrant> {
  return changeGrant(deps, input, {
    action: 'grant.works-order',
    reopensProposal: true,
    async apply({ tx, key }) {
      const held = (await findWorks(tx, key)).map((work) => work.id);
      if (!isSameSet(input.ids, held)) throw fieldError('ids', GRANT_MESSAGES.orderMismatch);
      await setWorkPositions(tx, key, input.ids);
      return { before: { order: held }, after: { order: input.ids } };
    },
  });
}
