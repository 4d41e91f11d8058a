import type { DisposedCase } from '@casekeeper/contract';
import { settingsAuthorityOf } from '../../platform/access/authority-settings-scope';
import type { ChangeInput } from '../../platform/audit/audit-change';
import { disposeCase, type DisposalDeps } from './dispose-case';

export type DisposeReviewedCaseInput = ChangeInput<{ caseId: number }>;

/** An ADMIN disposes of one case of their authority's review, confirmed in the request. */
export async function disposeReviewedCase(
  deps: DisposalDeps,
  input: DisposeReviewedCaseInput,
): Promise<DisposedCase> {
  const authorityId = settingsAuthorityOf(input.caller);
  const { disposedAt } = await disposeCase(deps, {
    authorityId,
    caseId: input.caseId,
    decidedById: input.caller.webUserId,
    onBehalfOfId: input.caller.impersonatorId,
    context: input.context,
  });
  return { caseId: input.caseId, disposedAt: disposedAt.toISOString() };
}
