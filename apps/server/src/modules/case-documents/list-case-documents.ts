import type { CaseDocumentList, CaseDocumentSource } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, mayWriteCases } from '../cases';
import { isCaseInScope } from './case-in-scope';
import { findCaseFiles } from './case-file-repository';
import { toCaseDocument } from './case-document-view';

/** Every file of a case the caller reads, newest first; another authority's or a hidden case is not found. */
export async function listCaseDocuments(
  db: Executor,
  input: { caller: Caller; caseId: number; source?: CaseDocumentSource },
): Promise<CaseDocumentList> {
  const scope = caseScopeOf(input.caller);
  if (!(await isCaseInScope(db, input.caseId, scope))) throw caseNotFound();
  const rows = await findCaseFiles(
    db,
    { authorityId: scope.authorityId, caseId: input.caseId },
    input.source,
  );
  return {
    documents: rows.map((row) => toCaseDocument(row, input.caseId, input.caller)),
    can: { add: mayWriteCases(input.caller) },
  };
}
