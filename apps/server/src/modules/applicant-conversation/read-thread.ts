import { CONVERSATION_PAGE_SIZE, type ConversationEntry, type DocumentRequest } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { byNewest, cursorOf, parseCursor } from '../case-timeline';
import { findApplicantItems, findReplies, type CaseKey } from './conversation-repository';
import { toDocumentRequest } from './conversation-view';
import { findRequestsOfCase, findUploadsOf } from './document-request-repository';
import { itemRow, replyRow, requestBatchRows } from './thread-entries';

export type ThreadPageAnswer = {
  entries: ConversationEntry[];
  nextCursor: string | null;
  requests: DocumentRequest[];
};

/**
 * A page of the case's thread, oldest first: what the applicant sent (their items), the officer's
 * replies, and each request (the items asked for at once, together). The newest page without a
 * cursor; with one, the page before it. Pages are cut by (time, key) as the case timeline's are,
 * so a message sent between two reads neither repeats an entry nor skips one. And every request
 * with what was sent against it, whatever the page.
 */
export async function readThread(
  db: Executor,
  key: CaseKey,
  cursorText: string | undefined,
): Promise<ThreadPageAnswer> {
  const cursor = parseCursor(cursorText);
  // Each source reads a page and one more, to tell whether there is a page before.
  const page = { cursor, limit: CONVERSATION_PAGE_SIZE + 1 };
  const [items, replies, requestRows] = await Promise.all([
    findApplicantItems(db, key, page),
    findReplies(db, key, page),
    findRequestsOfCase(db, key),
  ]);
  const uploads = await findUploadsOf(
    db,
    key.authorityId,
    requestRows.map((row) => row.id),
  );
  // A case's requests are few: all are read for the list beside the thread, and paged here.
  const batches = requestBatchRows(requestRows).filter((row) => !cursor || byNewest(cursor, row) < 0);
  const rows = [...items.map(itemRow), ...replies.map(replyRow), ...batches].sort(byNewest);
  const shown = rows.slice(0, CONVERSATION_PAGE_SIZE);
  const oldest = shown.at(-1);
  return {
    entries: shown.reverse().map((row) => row.entry),
    nextCursor: rows.length > CONVERSATION_PAGE_SIZE && oldest ? cursorOf(oldest) : null,
    requests: requestRows.map((row) => toDocumentRequest(row, uploads)),
  };
}
