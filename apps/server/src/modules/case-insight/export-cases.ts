import { caseExportFileName, type caseExportQuerySchema } from '@casekeeper/contract';
import { and, sql } from 'drizzle-orm';
import { PassThrough, type Readable } from 'node:stream';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { findDefinitions } from '../case-clocks';
import { recordExportedCases } from '../case-views';
import { caseScopeOf, listCriteriaOf, listShape, listValues, listWhere } from '../cases';
import { readInBatches } from './case-export-cursor';
import { caseExportQuery } from './case-export-query';
import { openCaseWorkbook } from './case-workbook';
import { londonDay } from '../../platform/time/london-calendar';
import { cases } from '../../db/schema';

/** The ticked cases of a bulk action's export (CaseIds): only those of the filter's. */
const namedCases = sql`${cases.id} = any(${sql.placeholder('caseIds')}::integer[])`;

export type ExportCasesInput = ChangeInput<{ query: z.output<typeof caseExportQuerySchema>; now?: Date }>;

export type CaseExport = {
  fileName: string;
  /** The workbook as it is written. */
  file: Readable;
  /** Settles once the file is written and the export audited: the number of cases, or why it failed. */
  done: Promise<number>;
};

/** The reader went away: the rest of the cases are not read. */
class ExportAbandoned extends Error {}

/**
 * The caller's case list with this filter, every page of it, as an .xlsx streamed while the cases
 * are read (docs/routes.md). Who may export is settled before anything is written, so a refusal
 * is still an ordinary error answer. The audit row names the filter and the number of cases; it
 * is written before the file's last bytes, so a file nobody audited never arrives whole.
 */
export function startCaseExport(db: Database, input: ExportCasesInput): CaseExport {
  const { caller, query, now = new Date() } = input;
  const scope = caseScopeOf(caller);
  const file = new PassThrough();

  async function write(): Promise<number> {
    const criteria = await listCriteriaOf(db, scope.authorityId, query, now);
    const clocks = await findDefinitions(db, scope.authorityId);
    const workbook = openCaseWorkbook(file, clocks);
    // Who looked at each case (issue 38): one row per case exported, by one INSERT … SELECT of the
    // same filter on a connection of its own while the file is written (100,000 rows take about
    // 1.8 s of PostgreSQL's time, which the workbook's compression hides). Its snapshot is taken
    // with the file's: a case changed in between so as to leave or join the filter is the one it
    // may count apart.
    const only = query.CaseIds === null ? undefined : namedCases;
    const values = { ...listValues(scope, criteria), caseIds: query.CaseIds };
    const recorded = recordExportedCases(db, {
      caller,
      where: and(listWhere(listShape(scope, criteria)), only),
      values,
    });
    const reading = readInBatches(
      db,
      caseExportQuery(db, listShape(scope, criteria), criteria, clocks, only),
      values,
      async (batch) => {
        if (file.destroyed) throw new ExportAbandoned('The export was abandoned.');
        workbook.addCases(batch);
        // Read no further ahead than the file is compressed and taken.
        await workbook.drained();
      },
    );
    const [rows] = await Promise.all([reading, recorded]);
    await auditChange(db, input, 'case.export', scope.authorityId, {
      authorityId: scope.authorityId,
      after: { filter: criteria, ...(query.CaseIds === null ? {} : { caseIds: query.CaseIds }), rows },
    });
    await workbook.finish();
    return rows;
  }

  const done = write().catch((error: unknown) => {
    file.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  return { fileName: caseExportFileName(londonDay(now)), file, done };
}
