import { LINKED_CASE_MESSAGES } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import { deleteLink, findCaseInScope, findLinkOfCase } from './case-link-repository';
import { linkNotFound } from './case-link-rules';

export type RemoveCaseLinkInput = ChangeInput<{ caseId: number; linkId: number }>;

/**
 * Removes a link from a case the caller may change, to a case they can see and that is not
 * disposed of (a disposed case keeps its links); audited on both cases, with what the link was. Returns the other case's number, for the message.
 */
export async function removeCaseLink(db: Database, input: RemoveCaseLinkInput): Promise<string> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  return db.transaction(async (tx) => {
    const current = await findCaseInScope(tx, scope, input.caseId);
    if (!current) throw caseNotFound();
    const link = await findLinkOfCase(tx, scope.authorityId, current.id, input.linkId);
    const other = link && (await findCaseInScope(tx, scope, link.otherCaseId));
    if (!link || !other) throw linkNotFound();
    // The disposed-case guard has refused this from the disposed side; nor is it taken from the other.
    if (other.disposed) throw conflict(LINKED_CASE_MESSAGES.otherDisposedKept(other.caseNumber));
    await deleteLink(tx, link.id);
    for (const [on, to] of [
      [current, other],
      [other, current],
    ] as const) {
      await auditChange(tx, input, 'case.unlink', on.id, {
        before: { linkId: link.id, linkedCaseId: to.id, linkedCaseNumber: to.caseNumber, kind: link.kind },
      });
    }
    return other.caseNumber;
  });
}
