import type { GeneratedLetter } from '@casekeeper/contract';
import { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { storedFileName } from '../../platform/file-storage/file-names';
import { londonDay } from '../../platform/time/london-calendar';
import { insertCaseDocument } from '../case-documents';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import { withKeptUpload, type UploadDeps } from '../files';
import { composeLetter } from './compose-letter';
import { noteLetterInDiary } from './letter-diary-note';
import { letterPdf } from './letter-pdf';

export type GenerateLetterInput = ChangeInput<{ caseId: number; templateId: number; now?: Date }>;

/**
 * Writes the letter as a PDF and files it on the case as a LETTER document, stored and scanned as
 * every upload is; notes it in the case's diary and audits it, in one transaction. The PDF is
 * written from what the case says before that transaction; the case is checked again inside it.
 */
export async function generateLetter(
  db: Database,
  uploads: UploadDeps,
  input: GenerateLetterInput,
): Promise<GeneratedLetter> {
  const { caller, caseId, now = new Date() } = input;
  const letter = await composeLetter(db, input);
  const { bytes, pages } = await letterPdf(letter);
  const name = storedFileName(`${letter.title} - ${letter.caseNumber} - ${londonDay(now)}.pdf`);
  const received = await uploads.fileStorage.receive(Readable.from([bytes]));
  const scope = caseScopeOf(caller);
  const { authorityId } = scope;
  try {
    const file = { ...received, name, contentType: 'application/pdf' as const };
    return await withKeptUpload(uploads, { file, uploadedById: caller.webUserId }, (keep) =>
      db.transaction(async (tx) => {
        if (!(await findCase(tx, caseId, scope))) throw caseNotFound();
        const fileId = await keep(tx, authorityId);
        const documentId = await insertCaseDocument(tx, {
          authorityId,
          caseId,
          type: 'LETTER',
          name: letter.title,
          fileId,
          createdById: caller.webUserId,
        });
        await noteLetterInDiary(tx, {
          authorityId,
          caseId,
          title: letter.title,
          fileName: name,
          sentById: caller.webUserId,
          at: now,
        });
        await auditChange(tx, input, 'letter.generate', caseId, {
          after: {
            documentId,
            templateId: input.templateId,
            title: letter.title,
            pages,
            missing: letter.missing.map((field) => field.key),
            file: { name, sha256: received.sha256 },
          },
        });
        return { documentId, title: letter.title, fileName: name, pages };
      }),
    );
  } finally {
    await uploads.fileStorage.discard(received);
  }
}
