import type { Database } from '../../db/client';
import type { RequestContext } from '../../platform/audit/request-context';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import { withKeptUpload, type UploadDeps } from '../files';
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
  uploads: UploadDeps,
  input: { applicant: Applicant; note: string; file: UploadedFile; context: RequestContext },
): Promise<{ sentAt: string; fileName: string }> {
  const { applicant, file } = input;
  const sent = await withKeptUpload(uploads, { file, uploadedById: applicant.webUserId }, (keep) =>
    sendToOfficer(db, {
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
        return { fileId: await keep(tx, applicant.authorityId) };
      },
    }),
  );
  return { ...sent, fileName: file.name };
}
