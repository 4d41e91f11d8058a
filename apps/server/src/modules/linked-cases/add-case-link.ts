import { LINKED_CASE_MESSAGES, type addCaseLinkRequestSchema, type CaseLink } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict, fieldError } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import { findCaseByNumber, findCaseInScope, findLinksOfCase, insertLink } from './case-link-repository';
import { otherCaseNotFound } from './case-link-rules';
import { toCaseLink } from './case-link-view';

export type AddCaseLinkInput = ChangeInput<{
  caseId: number;
  fields: z.output<typeof addCaseLinkRequestSchema>;
}>;

/**
 * Links a case to another the caller can see, found by its number; audited on both cases in the
 * same transaction. The disposed-case guard has refused a disposed case before this; a disposed
 * other case is refused here.
 */
export async function addCaseLink(db: Database, input: AddCaseLinkInput): Promise<CaseLink> {
  const { caller, caseId, fields } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  return db.transaction(async (tx) => {
    const current = await findCaseInScope(tx, scope, caseId);
    if (!current) throw caseNotFound();
    const other = await findCaseByNumber(tx, scope, fields.caseNumber);
    if (!other) throw otherCaseNotFound();
    if (other.id === current.id) throw fieldError('caseNumber', LINKED_CASE_MESSAGES.self);
    if (other.disposed) throw conflict(LINKED_CASE_MESSAGES.otherDisposed(other.caseNumber));
    const id = await insertLink(tx, {
      authorityId: scope.authorityId,
      caseIds: [current.id, other.id],
      kind: fields.kind,
      createdById: caller.webUserId,
    });
    if (id === undefined) throw conflict(LINKED_CASE_MESSAGES.already(other.caseNumber));
    for (const [on, to] of [
      [current, other],
      [other, current],
    ] as const) {
      await auditChange(tx, input, 'case.link', on.id, {
        after: { linkId: id, linkedCaseId: to.id, linkedCaseNumber: to.caseNumber, kind: fields.kind },
      });
    }
    const link = (await findLinksOfCase(tx, scope, current.id)).find((row) => row.id === id);
    if (!link) throw new Error('The link just made could not be read.');
    return toCaseLink(link);
  });
}
