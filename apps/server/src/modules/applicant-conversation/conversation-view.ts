import {
  CONVERSATION_ENTRIES_SHOWN,
  DOCUMENT_REQUEST_KIND_LABELS,
  type ConversationEntry,
  type DocumentRequest,
  type DocumentRequestKind,
} from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { londonDay } from '../../platform/time/london-calendar';
import { findApplicantItems, findReplies, type CaseKey } from './conversation-repository';
import { findRequestsOfCase, findUploadsOf, type DocumentRequestRow } from './document-request-repository';

/** "Proof of income", or for Other the officer's words. */
export const labelOf = (kind: DocumentRequestKind, details: string | null): string =>
  kind === 'OTHER' ? (details ?? DOCUMENT_REQUEST_KIND_LABELS.OTHER) : DOCUMENT_REQUEST_KIND_LABELS[kind];

type Upload = Awaited<ReturnType<typeof findUploadsOf>>[number];

/** A request as both sides see it; overdue once its due day has passed (UK time) while still owed. */
export function toDocumentRequest(
  row: DocumentRequestRow,
  uploads: Upload[],
  now = new Date(),
): DocumentRequest {
  const owed = row.state === 'REQUESTED' || row.state === 'ASKED_AGAIN';
  return {
    id: row.id,
    kind: row.kind,
    label: labelOf(row.kind, row.details),
    details: row.details,
    dueOn: row.dueOn,
    state: row.state,
    reason: row.state === 'ASKED_AGAIN' ? row.reason : null,
    overdue: owed && row.dueOn < londonDay(now),
    askedAt: row.createdAt.toISOString(),
    uploads: uploads
      .filter((upload) => upload.requestId === row.id)
      .map((upload) => ({ itemId: upload.itemId, name: upload.name, sentAt: upload.sentAt.toISOString() })),
  };
}

/** The note the applicant gave a document: its item reads "Document from {name}: {note}". */
const noteOf = (description: string) => description.slice(description.indexOf(': ') + 2);

/**
 * The case's thread, oldest first: what the applicant sent (their items), the officer's replies,
 * and each request (the items asked for at once, together); the newest CONVERSATION_ENTRIES_SHOWN.
 * And every request with what was sent against it.
 */
export async function readThread(
  db: Executor,
  key: CaseKey,
): Promise<{ entries: ConversationEntry[]; requests: DocumentRequest[] }> {
  const [items, replies, requestRows] = await Promise.all([
    findApplicantItems(db, key),
    findReplies(db, key),
    findRequestsOfCase(db, key),
  ]);
  const uploads = await findUploadsOf(
    db,
    key.authorityId,
    requestRows.map((row) => row.id),
  );
  const asked = new Map<string, Extract<ConversationEntry, { type: 'document-request' }>>();
  for (const row of requestRows) {
    const at = row.createdAt.toISOString();
    const batch = asked.get(at);
    if (batch) batch.labels.push(labelOf(row.kind, row.details));
    else
      asked.set(at, {
        type: 'document-request',
        key: `request:${row.id}`,
        at,
        officerName: row.requestedByName,
        labels: [labelOf(row.kind, row.details)],
      });
  }
  const entries: ConversationEntry[] = [
    ...items.map((item): ConversationEntry =>
      item.kind === 'FILE'
        ? {
            type: 'applicant-document',
            key: `item:${item.id}`,
            at: item.at.toISOString(),
            name: item.fileName ?? '',
            note: noteOf(item.description),
            itemId: item.id,
          }
        : {
            type: 'applicant-message',
            key: `item:${item.id}`,
            at: item.at.toISOString(),
            text: item.text ?? '',
            itemId: item.id,
          },
    ),
    ...replies.map((reply): ConversationEntry => ({
      type: 'officer-reply',
      key: `reply:${reply.id}`,
      at: reply.at.toISOString(),
      text: reply.text,
      officerName: reply.officerName,
    })),
    ...asked.values(),
  ];
  entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.key.localeCompare(b.key)));
  return {
    entries: entries.slice(-CONVERSATION_ENTRIES_SHOWN),
    requests: requestRows.map((row) => toDocumentRequest(row, uploads)),
  };
}
