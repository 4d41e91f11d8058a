import { CONVERSATION_MESSAGES, PORTAL_MESSAGES, type DocumentRequest } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError } from '../../platform/errors/app-error';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import { assertRoomForDocument, findFollowedCase, sendToOfficer, type Applicant } from '../applicant-portal';
import { withKeptUpload, type UploadDeps } from '../files';
import { closeChaseItem } from './chase-items';
import { labelOf, toDocumentRequest } from './conversation-view';
import { findRequestOnCase, findUploadsOf, insertUpload, updateRequest } from './document-request-repository';
import { requestNotFound } from './conversation-rules';

export type UploadAgainstRequestInput = {
  applicant: Applicant;
  requestId: number;
  note: string | undefined;
  file: UploadedFile;
  context: RequestContext;
};

/**
 * A document the applicant sends against a request of their own case: kept as the portal keeps
 * every document (scanned, within the case's room, a file item new until the officer sees it,
 * which raises their alarm), linked to the request, which becomes Sent; its chase item is done.
 * A request of another case is not found; an accepted one takes no more.
 */
export async function uploadAgainstRequest(
  db: Database,
  uploads: UploadDeps,
  input: UploadAgainstRequestInput,
): Promise<DocumentRequest> {
  const { applicant, file } = input;
  // The request's words name the item; read first (unlocked), checked again under the lock.
  const followed = await findFollowedCase(db, applicant);
  if (!followed) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.noCase);
  const asked = await findRequestOnCase(db, input.requestId, {
    authorityId: followed.authorityId,
    caseId: followed.id,
  });
  if (!asked) throw requestNotFound();
  const what = [labelOf(asked.kind, asked.details), input.note].filter(Boolean).join(' — ');
  let answer: DocumentRequest | undefined;
  await withKeptUpload(uploads, { file, uploadedById: applicant.webUserId }, (keep) =>
    sendToOfficer(db, {
      applicant,
      context: input.context,
      action: 'portal.document',
      describe: (on) => `Document from ${on.clientFirstName} ${on.clientLastName}: ${what}`,
      body: async (tx, on) => {
        const key = { authorityId: on.authorityId, caseId: on.id };
        const request = await findRequestOnCase(tx, input.requestId, key);
        if (!request) throw requestNotFound();
        if (request.state === 'ACCEPTED')
          throw new AppError('UNPROCESSABLE', CONVERSATION_MESSAGES.alreadyAccepted);
        await assertRoomForDocument(tx, key, file.sizeBytes);
        return { fileId: await keep(tx, applicant.authorityId) };
      },
      afterwards: async (tx, on, itemId) => {
        const key = { authorityId: on.authorityId, caseId: on.id };
        const request = await findRequestOnCase(tx, input.requestId, key);
        if (!request) throw requestNotFound();
        await insertUpload(tx, { authorityId: key.authorityId, requestId: request.id, actionItemId: itemId });
        await closeChaseItem(tx, key.authorityId, request.chaseItemId);
        await updateRequest(tx, request.id, { state: 'SENT' });
        const after = await findRequestOnCase(tx, request.id, key);
        if (!after) throw requestNotFound();
        answer = toDocumentRequest(after, await findUploadsOf(tx, key.authorityId, [after.id]));
      },
    }),
  );
  if (!answer) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.noCase);
  return answer;
}
