import { PORTAL_DOCUMENT_BYTES_PER_CASE, PORTAL_LIMIT_MESSAGES } from '@casekeeper/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { actionItems, files, webUsers } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';

type CaseKey = { authorityId: number; caseId: number };

/**
 * The bytes of the documents applicants have sent on the case that are still on it: a file refused
 * for a virus or disposed of has had its bytes removed, so it takes no room.
 */
async function applicantDocumentBytes(tx: Transaction, { authorityId, caseId }: CaseKey): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${files.sizeBytes}), 0)`.mapWith(Number) })
    .from(actionItems)
    .innerJoin(files, and(eq(files.authorityId, actionItems.authorityId), eq(files.id, actionItems.fileId)))
    .innerJoin(webUsers, eq(webUsers.id, files.uploadedById))
    .where(
      and(
        eq(actionItems.authorityId, authorityId),
        eq(actionItems.caseId, caseId),
        eq(webUsers.userType, 'APPLICANT'),
        ne(files.scanStatus, 'INFECTED'),
        isNull(files.disposedAt),
      ),
    );
  return row?.bytes ?? 0;
}

/**
 * Refuses (422, nothing kept) a document that would take the case's applicant documents past
 * PORTAL_DOCUMENT_BYTES_PER_CASE. The case row is locked first, as the item that follows locks
 * it anyway, so two uploads at once cannot both fit in the room left for one.
 */
export async function assertRoomForDocument(tx: Transaction, key: CaseKey, sizeBytes: number): Promise<void> {
  await tx.execute(
    sql`select 1 from cases where authority_id = ${key.authorityId} and id = ${key.caseId} for update`,
  );
  if ((await applicantDocumentBytes(tx, key)) + sizeBytes > PORTAL_DOCUMENT_BYTES_PER_CASE) {
    throw new AppError('UNPROCESSABLE', PORTAL_LIMIT_MESSAGES.documentSpaceUsed);
  }
}
