import type { ConversationEntry } from '@casekeeper/contract';
import type { findApplicantItems, findReplies } from './conversation-repository';
import { labelOf } from './conversation-view';
import type { DocumentRequestRow } from './document-request-repository';

/**
 * An entry of the thread before it is answered, with its time and key in the timeline's order
 * ("reply:000000000012"), by which a page is cut and its cursor given.
 */
export type ThreadRow = { at: Date; key: string; entry: ConversationEntry };

type ItemRow = Awaited<ReturnType<typeof findApplicantItems>>[number];
type ReplyRow = Awaited<ReturnType<typeof findReplies>>[number];

/** The note the applicant gave a document: its item reads "Document from {name}: {note}". */
const noteOf = (description: string) => description.slice(description.indexOf(': ') + 2);

/** What the applicant sent: a message's words, or a document's name and note. */
export const itemRow = (item: ItemRow): ThreadRow => ({
  at: item.at,
  key: item.sortKey,
  entry:
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
});

export const replyRow = (reply: ReplyRow): ThreadRow => ({
  at: reply.at,
  key: reply.sortKey,
  entry: {
    type: 'officer-reply',
    key: `reply:${reply.id}`,
    at: reply.at.toISOString(),
    text: reply.text,
    officerName: reply.officerName,
  },
});

/**
 * The requests as the thread shows them: those asked at once (the same millisecond, one
 * transaction) are one entry, keyed by its first request.
 */
export function requestBatchRows(requests: DocumentRequestRow[]): ThreadRow[] {
  const batches = new Map<string, ThreadRow & { entry: { type: 'document-request' } }>();
  for (const row of [...requests].sort((a, b) => a.id - b.id)) {
    const at = row.createdAt.toISOString();
    const batch = batches.get(at);
    if (batch) batch.entry.labels.push(labelOf(row.kind, row.details));
    else
      batches.set(at, {
        at: row.createdAt,
        key: `request:${String(row.id).padStart(12, '0')}`,
        entry: {
          type: 'document-request',
          key: `request:${row.id}`,
          at,
          officerName: row.requestedByName,
          labels: [labelOf(row.kind, row.details)],
        },
      });
  }
  return [...batches.values()];
}
