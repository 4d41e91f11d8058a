import {
  SUBJECT_ACCESS_MESSAGES,
  subjectAccessFileName,
  type subjectAccessExportSchema,
} from '@casekeeper/contract';
import { ZipFile } from 'yazl';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import { londonDay } from '../../platform/time/london-calendar';
import { recordExportedCases } from '../case-views';
import { caseScopeOf } from '../cases';
import { readSubjectData } from './read-subject-data';
import { findApplicants } from './subject-applicant-repository';
import { chosenCasesWhere, findCasesInScope } from './subject-case-repository';
import { filesToZip, subjectExportDocument } from './subject-export-document';
import { summaryPdf } from './summary-pdf';

export type ExportSubjectInput = ChangeInput<{
  chosen: z.output<typeof subjectAccessExportSchema>;
  now?: Date;
}>;

export type SubjectExport = { fileName: string; zip: NodeJS.ReadableStream };

const notFound = () => new AppError('NOT_FOUND', SUBJECT_ACCESS_MESSAGES.notFound);

/**
 * The chosen cases and applicant accounts as one ZIP: summary.pdf, data.json and their files.
 * Everything chosen must be within the caller's reach (else a 404, nothing written); the data is
 * read, the looks at each case recorded and the export audited before the first byte is sent,
 * then the ZIP is streamed, each file read from the store as its turn comes.
 */
export async function exportSubject(
  db: Database,
  fileStorage: FileStorage,
  input: ExportSubjectInput,
): Promise<SubjectExport> {
  const { caller, chosen, now = new Date() } = input;
  const scope = caseScopeOf(caller);
  const caseIds = [...new Set(chosen.caseIds)];
  const applicantIds = [...new Set(chosen.applicantIds)];
  const reachedCases = await findCasesInScope(db, scope, caseIds);
  const reachedApplicants = await findApplicants(db, scope.authorityId, applicantIds);
  if (reachedCases.length !== caseIds.length || reachedApplicants.length !== applicantIds.length) {
    throw notFound();
  }

  const data = await readSubjectData(db, {
    scope,
    caseIds,
    applicantIds,
    includeWarningNotes: chosen.includeWarningNotes,
    exportedAt: now,
  });
  const document = subjectExportDocument(data);
  const files = filesToZip(data);

  if (caseIds.length > 0) {
    await recordExportedCases(db, { caller, where: chosenCasesWhere(scope, caseIds), values: {} });
  }
  await auditChange(db, input, 'subject-access.export', scope.authorityId, {
    after: {
      cases: reachedCases.map((found) => found.caseNumber),
      applicantIds,
      includeWarningNotes: chosen.includeWarningNotes,
      files: files.length,
      auditEntries: data.auditEntries.length,
    },
  });

  const zip = new ZipFile();
  zip.addReadStreamLazy('summary.pdf', (callback) => callback(null, summaryPdf(document)));
  zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`), 'data.json');
  for (const file of files) {
    zip.addReadStreamLazy(file.path, (callback) => callback(null, fileStorage.read(file.storageKey)));
  }
  zip.end();
  return { fileName: subjectAccessFileName(londonDay(now)), zip: zip.outputStream };
}
