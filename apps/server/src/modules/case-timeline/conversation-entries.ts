import { DOCUMENT_REQUEST_KIND_LABELS, DOCUMENT_REQUEST_STATE_LABELS } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseReplies, documentRequests, webUsers } from '../../db/schema';
import { keyOf, newestFirst, olderThan } from './timeline-cursor';
import { nameOf, type SourceRead, type TimelineRow } from './timeline-source';

const REPLY_SHOWN = 300;
const clipped = (text: string) => (text.length > REPLY_SHOWN ? `${text.slice(0, REPLY_SHOWN)}…` : text);

/** The officers' replies to the applicant (docs/applicant-conversation.md), as messages. */
export async function replyEntries(db: Executor, read: SourceRead): Promise<TimelineRow[]> {
  if (!read.kinds.has('message')) return [];
  const key = keyOf('reply', caseReplies.id);
  const rows = await db
    .select({ key, at: caseReplies.createdAt, who: nameOf(webUsers), text: caseReplies.body })
    .from(caseReplies)
    .innerJoin(webUsers, eq(webUsers.id, caseReplies.createdById))
    .where(
      and(
        eq(caseReplies.authorityId, read.authorityId),
        eq(caseReplies.caseId, read.caseId),
        olderThan(caseReplies.createdAt, key, read.cursor),
      ),
    )
    .orderBy(...newestFirst(caseReplies.createdAt, key))
    .limit(read.limit);
  return rows.map((row) => ({
    key: row.key,
    kind: 'message',
    at: row.at,
    who: row.who,
    what: 'Reply sent to the applicant',
    detail: clipped(row.text),
    changes: [],
    link: { to: 'messages' },
  }));
}

/** The documents asked of the applicant, when asked, with where each stands now. */
export async function documentRequestEntries(db: Executor, read: SourceRead): Promise<TimelineRow[]> {
  if (!read.kinds.has('document')) return [];
  const key = keyOf('doc-request', documentRequests.id);
  const rows = await db
    .select({
      key,
      at: documentRequests.createdAt,
      who: nameOf(webUsers),
      kind: documentRequests.kind,
      details: documentRequests.details,
      dueOn: documentRequests.dueOn,
      state: documentRequests.state,
    })
    .from(documentRequests)
    .innerJoin(webUsers, eq(webUsers.id, documentRequests.requestedById))
    .where(
      and(
        eq(documentRequests.authorityId, read.authorityId),
        eq(documentRequests.caseId, read.caseId),
        olderThan(documentRequests.createdAt, key, read.cursor),
      ),
    )
    .orderBy(...newestFirst(documentRequests.createdAt, key))
    .limit(read.limit);
  return rows.map((row) => ({
    key: row.key,
    kind: 'document',
    at: row.at,
    who: row.who,
    what: `Document asked of the applicant: ${row.kind === 'OTHER' ? (row.details ?? '') : DOCUMENT_REQUEST_KIND_LABELS[row.kind]}`,
    detail: `Due by ${row.dueOn} · ${DOCUMENT_REQUEST_STATE_LABELS[row.state]}`,
    changes: [],
    link: { to: 'messages' },
  }));
}
