import type { Database } from '../../db/client';
import type { RequestContext } from '../../platform/audit/request-context';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import { insertStoredFile } from '../files';
import type { Applicant } from './get-case-master';
import { assertRoomForDocument } from './portal-document-quota';
import { sendToOfficer } from './send-to-officer';

/**
 * A document the applicant sends their case's officer, kept as a file item due now if it fits in
 * the room left for applicants' documents on the case. The file is kept (renamed from its
 * temporary name, synced) before the transaction recording it commits, and removed again if that
 * does not commit.
 */
export async function sendPortalDocument(
  db: Database,
  storage: FileStorage,
  input: { applicant: Applicant; note: string; file: UploadedFile; context: RequestContext },
): Promise<{ sentAt: string; fileName: string }> {
  const { applicant, file } = input;
  let storageKey: string | undefined;
  try {
    const sent = await sendToOfficer(db, {
      applicant,
      context: input.context,
      action: 'portal.document',
      describe: (followed) =>
        `Document from ${followed.clientFirstName} ${followed.clientLastName}: ${input.note}`,
      body: async (tx, followed) => {
        await assertRoomForDocument(
          tx,
          { authorityId: followed.authorityId, caseId: followed.id },
          file.sizeBytes,
        );
        storageKey = await storage.keep(file);
        const fileId = await insertStoredFile(tx, {
          authorityId: applicant.authorityId,
          originalName: file.name,
          sizeBytes: file.sizeBytes,
          contentType: file.contentType,
          sha256: file.sha256,
          storageKey,
          uploadedById: applicant.webUserId,
        });
        return { fileId };
      },
    });
    return { ...sent, fileName: file.name };
  } catch (error) {
    if (storageKey) await storage.remove(storageKey);
    throw error;
  }
}
