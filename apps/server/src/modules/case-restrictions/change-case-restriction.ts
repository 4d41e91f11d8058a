import {
  CASE_RESTRICTION_MESSAGES,
  type CaseRestriction,
  type CaseRestrictionUser,
} from '@casekeeper/contract';
import type { Database, Executor } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { fieldError } from '../../platform/errors/app-error';
import { caseNotFound, caseScopeOf, findCase, updateCaseRow, type CaseRow } from '../cases';
import {
  findActiveStaff,
  findRestrictionUsers,
  replaceRestrictionUsers,
} from './case-restriction-repository';
import { restrictionOf } from './read-case-restriction';

export type ChangeCaseRestrictionInput = ChangeInput<{ caseId: number; userIds: number[] }>;

/** The people as the audit log keeps them: who they were when the change was made. */
const asAudited = (users: CaseRestrictionUser[]) => users.map((user) => ({ id: user.id, name: user.name }));

/**
 * Restricts a case to the people named (its officer and an ADMIN among them), changes them, or
 * with none lifts the restriction. The case's row carries the flag, so its version moves and the
 * authority's case lists are announced as changed (migration 0014); the change is audited on the
 * case, before and after, in the same transaction.
 */
export async function changeCaseRestriction(
  db: Database,
  input: ChangeCaseRestrictionInput,
): Promise<{ restriction: CaseRestriction; caseNumber: string; changed: boolean }> {
  const { caller, caseId, userIds } = input;
  const scope = caseScopeOf(caller);
  return db.transaction(async (tx) => {
    const found = await findCase(tx, caseId, scope, { forUpdate: true });
    if (!found) throw caseNotFound();
    const named = await assertMayBeNamed(tx, found, userIds);
    const before = found.restricted ? await findRestrictionUsers(tx, caseId) : [];
    const restricted = userIds.length > 0;
    const sameUsers = before.length === named.length && before.every((user) => userIds.includes(user.id));
    if (found.restricted === restricted && sameUsers) {
      return { restriction: await restrictionOf(tx, found), caseNumber: found.caseNumber, changed: false };
    }
    await replaceRestrictionUsers(tx, {
      authorityId: found.authorityId,
      caseId,
      userIds,
      addedById: caller.webUserId,
    });
    await updateCaseRow(tx, caseId, { restricted, updatedById: caller.webUserId });
    await auditChange(tx, input, 'case.restriction', caseId, {
      authorityId: found.authorityId,
      before: { restricted: found.restricted, users: asAudited(before) },
      after: { restricted, users: asAudited(named) },
    });
    const after = { ...found, restricted };
    return { restriction: await restrictionOf(tx, after), caseNumber: found.caseNumber, changed: true };
  });
}

/**
 * Whom a case may be restricted to: active staff of its authority, among them the officer it is
 * assigned to (who must go on seeing it) and an ADMIN (so that someone can change it later).
 * Answers them, by name, in the order given.
 */
async function assertMayBeNamed(
  db: Executor,
  found: CaseRow,
  userIds: number[],
): Promise<CaseRestrictionUser[]> {
  if (userIds.length === 0) return [];
  const staff = await findActiveStaff(db, found.authorityId, userIds);
  if (staff.length !== userIds.length) throw fieldError('userIds', CASE_RESTRICTION_MESSAGES.notStaff);
  const officerId = found.assignedOfficerId;
  if (officerId !== null && !userIds.includes(officerId)) {
    throw fieldError(
      'userIds',
      CASE_RESTRICTION_MESSAGES.officerMissing(found.assignedOfficerName ?? 'its officer'),
    );
  }
  if (!staff.some((user) => user.role === 'ADMIN')) {
    throw fieldError('userIds', CASE_RESTRICTION_MESSAGES.adminMissing);
  }
  return userIds.map((id) => staff.find((user) => user.id === id) ?? { id, name: '', role: 'READONLY' });
}
