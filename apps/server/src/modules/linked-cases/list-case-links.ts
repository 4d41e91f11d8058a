import type { CaseLinkList } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, mayWriteCases } from '../cases';
import { findCaseInScope, findLinksOfCase } from './case-link-repository';
import { toCaseLink } from './case-link-view';

/**
 * A case's links, for whoever reads the case: those to cases the caller can see in full, the
 * others only counted. Writers may change them while the case is not disposed of.
 */
export async function listCaseLinks(
  db: Executor,
  input: { caller: Caller; caseId: number },
): Promise<CaseLinkList> {
  const scope = caseScopeOf(input.caller);
  const current = await findCaseInScope(db, scope, input.caseId);
  if (!current) throw caseNotFound();
  const rows = await findLinksOfCase(db, scope, input.caseId);
  const shown = rows.filter((row) => row.visible);
  return {
    links: shown.map(toCaseLink),
    hiddenCount: rows.length - shown.length,
    can: { change: mayWriteCases(input.caller) && !current.disposed },
  };
}
