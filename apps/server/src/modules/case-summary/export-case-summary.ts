import { caseSummaryFileName } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authorities, cases, webUsers } from '../../db/schema';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { recordExportedCases } from '../case-views';
import { caseScopeOf } from '../cases';
import { caseSummaryPdf } from './case-summary-pdf';
import { readCaseSummary } from './read-case-summary';

export type ExportCaseSummaryInput = ChangeInput<{ caseId: number; now?: Date }>;

/**
 * The case summary PDF of a case the caller reads (another's, or one restricted to others, is a
 * 404). Not stored: the look is recorded against the case and the export audited before it is sent.
 */
export async function exportCaseSummary(
  db: Database,
  input: ExportCaseSummaryInput,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { caller, caseId, now = new Date() } = input;
  const scope = caseScopeOf(caller);
  const data = await readCaseSummary(db, { caseId, scope, now });
  const [authority] = await db
    .select({ name: authorities.name })
    .from(authorities)
    .where(eq(authorities.id, scope.authorityId));
  const [user] = await db
    .select({ firstName: webUsers.firstName, lastName: webUsers.lastName })
    .from(webUsers)
    .where(eq(webUsers.id, caller.webUserId));
  const { bytes, pages } = await caseSummaryPdf(data, {
    authorityName: authority?.name ?? '',
    generatedBy: user ? `${user.firstName} ${user.lastName}` : 'a user',
    now,
  });
  // As every export: the look at the case (who has looked at it), then the audit row.
  await recordExportedCases(db, {
    caller,
    where: and(eq(cases.authorityId, scope.authorityId), eq(cases.id, caseId)),
    values: {},
  });
  await auditChange(db, input, 'case.summary-export', caseId, {
    after: { caseNumber: data.found.caseNumber, pages, documents: data.documents.length },
  });
  return { fileName: caseSummaryFileName(data.found.caseNumber), bytes };
}
