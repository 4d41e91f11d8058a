import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, webUsers } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { Mailer } from '../../platform/mail/mailer';
import { userTextForMail } from '../../platform/mail/user-text-for-mail';
import type { VirusScanner } from '../../platform/virus-scanning/virus-scanner';
import { removeStoredBytes } from './remove-stored-bytes';

export type ScanDeps = { db: Database; fileStorage: FileStorage; scanner: VirusScanner; mailer: Mailer };

export type ScanOutcome = 'CLEAN' | 'INFECTED' | 'ALREADY_DONE';

const stillPending = (fileId: string) => and(eq(files.id, fileId), eq(files.scanStatus, 'PENDING'));

function refusalMail(to: string, fileName: string) {
  const name = userTextForMail(fileName);
  return {
    to,
    subject: 'A file you uploaded was refused: a virus was found',
    text: [
      `The file "${name}" you uploaded to Casekeeper was checked for viruses, and one was found in it.`,
      'The file has been removed and nobody can download it. It still shows, marked as refused, where you uploaded it.',
      'If you need to send it, scan the original on your own computer, then upload a clean copy.',
    ].join('\n\n'),
  };
}

/**
 * The `files.scan` job: sends a PENDING file's bytes to the scanner. Clean, it may be downloaded.
 * Infected, it is marked so (its row stays as a tombstone where it was listed), the event audited
 * and the uploader mailed, all in one transaction, and its bytes are removed once that commits.
 * The scanner being away throws, and the queue tries again later.
 */
export async function scanStoredFile(deps: ScanDeps, fileId: string): Promise<ScanOutcome> {
  const { db } = deps;
  const [file] = await db.select().from(files).where(stillPending(fileId));
  if (!file) return 'ALREADY_DONE';
  const verdict = await deps.scanner.scan(deps.fileStorage.read(file.storageKey));
  const scannedAt = new Date();
  if (verdict.clean) {
    await db.update(files).set({ scanStatus: 'CLEAN', scannedAt }).where(stillPending(fileId));
    return 'CLEAN';
  }
  const refused = await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(files)
      .set({ scanStatus: 'INFECTED', scannedAt })
      .where(stillPending(fileId))
      .returning({ id: files.id });
    if (!marked) return false;
    await recordAudit(tx, {
      actorId: null,
      authorityId: file.authorityId,
      action: 'file.infected',
      entityType: 'file',
      entityId: file.id,
      after: {
        name: file.originalName,
        sha256: file.sha256,
        signature: verdict.signature,
        uploadedById: file.uploadedById,
        scanner: deps.scanner.name,
      },
    });
    const [uploader] = await tx
      .select({ email: webUsers.email })
      .from(webUsers)
      .where(eq(webUsers.id, file.uploadedById));
    if (uploader) await deps.mailer.enqueue(tx, refusalMail(uploader.email, file.originalName));
    return true;
  });
  if (!refused) return 'ALREADY_DONE';
  await removeStoredBytes(deps.fileStorage, [file.storageKey]);
  return 'INFECTED';
}
