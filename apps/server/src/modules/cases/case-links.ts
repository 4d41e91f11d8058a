import { CASE_MESSAGES, CASE_RESTRICTION_MESSAGES, type caseFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { fieldError } from '../../platform/errors/app-error';
import { isAssignableContractor, isAssignableOfficer, isNamedOnRestriction } from './case-options-repository';
import { isAuthorityAdmin } from './case-scope';

type CaseFieldsInput = z.output<typeof caseFieldsSchema>;

export const ASSIGN_TO_SELF_MESSAGE = 'You can assign cases only to yourself';

/**
 * The officer a case is assigned to: an authority ADMIN assigns any officer of the authority
 * (or no one); an officer's cases are theirs, so their own id or none means themselves.
 */
export function officerFor(caller: Caller, requested: number | null): number | null {
  if (isAuthorityAdmin(caller)) return requested;
  if (requested !== null && requested !== caller.webUserId) {
    throw fieldError('assignedOfficerId', ASSIGN_TO_SELF_MESSAGE);
  }
  return caller.webUserId;
}

/** The officer and contractor a case names must be ones the case options offer. */
export async function assertCaseLinks(
  db: Executor,
  authorityId: number,
  fields: Pick<CaseFieldsInput, 'assignedOfficerId' | 'contractorId'>,
): Promise<void> {
  if (
    fields.assignedOfficerId !== null &&
    !(await isAssignableOfficer(db, authorityId, fields.assignedOfficerId))
  ) {
    throw fieldError('assignedOfficerId', CASE_MESSAGES.officerNotInAuthority);
  }
  if (fields.contractorId !== null && !(await isAssignableContractor(db, authorityId, fields.contractorId))) {
    throw fieldError('contractorId', CASE_MESSAGES.contractorNotInAuthority);
  }
}

/**
 * A restricted case is held only by one of the people it is restricted to: assigning it to anyone
 * else would leave its officer unable to see it.
 */
export async function assertMayHoldRestricted(
  db: Executor,
  found: { id: number; restricted: boolean; assignedOfficerId: number | null },
  officerId: number | null,
): Promise<void> {
  if (!found.restricted || officerId === null || officerId === found.assignedOfficerId) return;
  if (!(await isNamedOnRestriction(db, found.id, officerId))) {
    throw fieldError('assignedOfficerId', CASE_RESTRICTION_MESSAGES.assignNotNamed);
  }
}
