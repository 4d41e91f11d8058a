import { CASE_MESSAGES, type CaseViewPage } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cases } from '../../db/schema';
import { authorityFilterOf } from '../../platform/access/record-scope';
import type { Caller } from '../../platform/access/caller';
import { AppError } from '../../platform/errors/app-error';
import { visibleTo } from '../../db/case-visibility';
import { findCaseLooks } from './case-view-repository';

/**
 * Who has looked at a case, newest first: an authority ADMIN's own authority's case, any case for a
 * platform admin (the access rule admits no one else). A case outside that is not found.
 */
export async function listCaseViews(
  db: Database,
  input: { caller: Caller; caseId: number; pageNo: number; pageSize: number },
): Promise<CaseViewPage> {
  const authorityId = authorityFilterOf(input.caller);
  const [found] = await db
    .select({ authorityId: cases.authorityId })
    .from(cases)
    .where(
      and(
        eq(cases.id, input.caseId),
        // An authority ADMIN not named on a restricted case does not learn it exists.
        authorityId === null
          ? undefined
          : and(eq(cases.authorityId, authorityId), visibleTo(input.caller.webUserId)),
      ),
    )
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', CASE_MESSAGES.notFound);
  const { rows, totalRecords } = await findCaseLooks(db, { ...input, authorityId: found.authorityId });
  return {
    data: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      kind: row.kind,
      viewer: row.viewer,
      onBehalfOf: row.impersonatorId === null ? null : row.onBehalfOf,
      fileName: row.fileName,
    })),
    totalRecords,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}
