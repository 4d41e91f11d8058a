import {
  GRANT_MESSAGES,
  MAX_WORKS_PER_CASE,
  type CaseGrant,
  type Work,
  type workFieldsSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import { changeGrant, type GrantChangeInput, type GrantDeps } from './change-grant';
import { assertAdaptationType, assertNotFuture } from './grant-entries';
import { workNotFound } from './not-found';
import {
  countWorks,
  deleteWork,
  findWork,
  insertWork,
  updateWorkRow,
  type WorkValues,
} from './work-repository';

type WorkInput = GrantChangeInput & { work: z.output<typeof workFieldsSchema> };

/** What the audit log keeps of an item. */
function auditedWork(work: Work) {
  const {
    adaptationTypeId,
    adaptationTypeName,
    description,
    location,
    otRecommended,
    otRecommendedOn,
    position,
  } = work;
  return {
    adaptationTypeId,
    adaptationTypeName,
    description,
    location,
    otRecommended,
    otRecommendedOn,
    position,
  };
}

function valuesOf(work: WorkInput['work']): WorkValues {
  assertNotFuture(work.otRecommendedOn, 'work.otRecommendedOn', GRANT_MESSAGES.otDateFuture);
  return work;
}

/** Adds an item at the end of the case's schedule of works. */
export function addWork(deps: GrantDeps, input: WorkInput): Promise<CaseGrant> {
  return changeGrant(deps, input, {
    action: 'grant.work-add',
    reopensProposal: true,
    async apply({ tx, key }) {
      const values = valuesOf(input.work);
      await assertAdaptationType(tx, key.authorityId, values.adaptationTypeId);
      if ((await countWorks(tx, key)) >= MAX_WORKS_PER_CASE) {
        throw new AppError('UNPROCESSABLE', GRANT_MESSAGES.tooManyWorks);
      }
      const id = await insertWork(tx, key, { ...values, createdById: input.caller.webUserId });
      const added = await findWork(tx, key, id);
      return { after: { workId: id, ...(added && auditedWork(added)) } };
    },
  });
}

/** Changes an item of the schedule; a retired adaptation type it has may stay. */
export function updateWork(deps: GrantDeps, input: WorkInput & { id: number }): Promise<CaseGrant> {
  return changeGrant(deps, input, {
    action: 'grant.work-update',
    reopensProposal: true,
    async apply({ tx, key }) {
      const before = await findWork(tx, key, input.id);
      if (!before) throw workNotFound();
      const values = valuesOf(input.work);
      await assertAdaptationType(tx, key.authorityId, values.adaptationTypeId, before.adaptationTypeId);
      await updateWorkRow(tx, key, before.id, values);
      const after = await findWork(tx, key, before.id);
      return {
        before: { workId: before.id, ...auditedWork(before) },
        after: { workId: before.id, ...(after && auditedWork(after)) },
      };
    },
  });
}

export function removeWork(deps: GrantDeps, input: GrantChangeInput & { id: number }): Promise<CaseGrant> {
  return changeGrant(deps, input, {
    action: 'grant.work-remove',
    reopensProposal: true,
    async apply({ tx, key }) {
      const before = await findWork(tx, key, input.id);
      if (!before) throw workNotFound();
      await deleteWork(tx, key, before.id);
      return { before: { workId: before.id, ...auditedWork(before) } };
    },
  });
}
