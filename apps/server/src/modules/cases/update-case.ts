import { STALE_RECORD_MESSAGE, type Case, type updateCaseRequestSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditDiff } from '../../platform/audit/audit-diff';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict } from '../../platform/errors/app-error';
import { refreshCaseClocks } from '../case-clocks';
import { endCaseGrants } from '../invitations';
import { assertCaseLinks, assertMayHoldRestricted, officerFor } from './case-links';
import { findCase, updateCaseRow } from './case-repository';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from './case-scope';
import { auditedFields, toCase } from './case-view';

export type UpdateCaseInput = ChangeInput<{ fields: z.output<typeof updateCaseRequestSchema> }>;

const sameAddress = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Saves a case if nobody has changed it since `version` was read; otherwise a 409 that carries
 * the case as it is now, so the officer sees what changed instead of overwriting it. A corrected
 * client e-mail address ends the applicant access granted at the old one (its holder's sign-ins
 * too, unless they follow another case): the officer invites the new address afresh.
 */
export async function updateCase(db: Database, input: UpdateCaseInput): Promise<Case> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  const { id, version, ...fields } = input.fields;
  const assignedOfficerId = officerFor(caller, fields.assignedOfficerId);
  await assertCaseLinks(db, scope.authorityId, { ...fields, assignedOfficerId });

  return db.transaction(async (tx) => {
    const before = await findCase(tx, id, scope, { forUpdate: true });
    if (!before) throw caseNotFound();
    if (before.version !== version) throw conflict(STALE_RECORD_MESSAGE, toCase(before, caller));
    await assertMayHoldRestricted(tx, before, assignedOfficerId);
    await updateCaseRow(tx, id, { ...fields, assignedOfficerId, updatedById: caller.webUserId });
    const after = await findCase(tx, id, { ...scope, officerId: null });
    if (!after) throw new Error('The saved case could not be read back.');
    if (!sameAddress(before.clientEmail, after.clientEmail)) {
      const ended = await endCaseGrants(tx, id);
      if (ended.length > 0) {
        await auditChange(tx, input, 'applicant.revoke', id, {
          authorityId: scope.authorityId,
          before: { applicantIds: ended },
          after: { reason: 'The client e-mail address on the case changed' },
        });
      }
    }
    // An Urgent case may have shorter limits (docs/clocks.md).
    if (after.priority !== before.priority) {
      await refreshCaseClocks(tx, { authorityId: scope.authorityId, caseId: id });
    }
    await auditChange(tx, input, 'case.update', id, {
      authorityId: scope.authorityId,
      ...auditDiff(auditedFields(before), auditedFields(after)),
    });
    return toCase(after, caller);
  });
}
