import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionItems, applicantCases, caseReplies, cases, files, webUsers } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';
import { keyOf, newestFirst, olderThan, type TimelineCursor } from '../case-timeline';

/** A case, by its authority and id: every read here names both. */
export type CaseKey = { authorityId: number; caseId: number };

/** One page of a source of the thread: older than the cursor (all without one), at most `limit`, newest first. */
export type ThreadPage = { cursor: TimelineCursor | null; limit: number };

const officerName = sql<string>`concat_ws(' ', ${webUsers.firstName}, ${webUsers.lastName})`;

/** A page of the replies on the case, newest first, with who wrote each. */
export function findReplies(db: Executor, key: CaseKey, page: ThreadPage) {
  const sortKey = keyOf('reply', caseReplies.id);
  return db
    .select({
      id: caseReplies.id,
      sortKey,
      at: caseReplies.createdAt,
      text: caseReplies.body,
      officerName,
    })
    .from(caseReplies)
    .innerJoin(webUsers, eq(webUsers.id, caseReplies.createdById))
    .where(
      and(
        eq(caseReplies.authorityId, key.authorityId),
        eq(caseReplies.caseId, key.caseId),
        olderThan(caseReplies.createdAt, sortKey, page.cursor),
      ),
    )
    .orderBy(...newestFirst(caseReplies.createdAt, sortKey))
    .limit(page.limit);
}

/**
 * A page of what the applicant sent on the case, newest first (their items: a message's words, a
 * document's file name and description), whoever the applicant was.
 */
export function findApplicantItems(db: Executor, key: CaseKey, page: ThreadPage) {
  const sortKey = keyOf('item', actionItems.id);
  return db
    .select({
      id: actionItems.id,
      sortKey,
      at: actionItems.createdAt,
      kind: actionItems.kind,
      text: actionItems.textBody,
      description: actionItems.description,
      fileName: files.originalName,
    })
    .from(actionItems)
    .leftJoin(files, and(eq(files.authorityId, actionItems.authorityId), eq(files.id, actionItems.fileId)))
    .where(
      and(
        eq(actionItems.authorityId, key.authorityId),
        eq(actionItems.caseId, key.caseId),
        eq(actionItems.fromApplicant, true),
        olderThan(actionItems.createdAt, sortKey, page.cursor),
      ),
    )
    .orderBy(...newestFirst(actionItems.createdAt, sortKey))
    .limit(page.limit);
}

export async function insertReply(
  tx: Executor,
  values: CaseKey & { body: string; createdById: number },
): Promise<{ id: number; at: Date }> {
  const [row] = await tx
    .insert(caseReplies)
    .values(values)
    .returning({ id: caseReplies.id, at: caseReplies.createdAt });
  if (!row) throw new Error('The reply was not kept.');
  return row;
}

/**
 * The applicant invited to follow the case (access not taken away), with their address: whom a
 * reply notifies. Undefined when nobody is.
 */
export async function findCaseApplicant(db: Executor, key: CaseKey) {
  const [row] = await db
    .select({
      id: webUsers.id,
      email: webUsers.email,
      live: sql<boolean>`${applicantCases.acceptedAt} is not null`,
    })
    .from(applicantCases)
    .innerJoin(webUsers, eq(webUsers.id, applicantCases.applicantId))
    .where(
      and(
        eq(applicantCases.authorityId, key.authorityId),
        eq(applicantCases.caseId, key.caseId),
        isNull(applicantCases.revokedAt),
        isNull(webUsers.deletedAt),
      ),
    )
    .orderBy(desc(applicantCases.invitedAt))
    .limit(1);
  return row;
}

/** A case's replies and requests, oldest first, for the subject access export. */
export function findAllReplies(db: Executor, key: CaseKey) {
  return db
    .select({ at: caseReplies.createdAt, text: caseReplies.body, officerName })
    .from(caseReplies)
    .innerJoin(webUsers, eq(webUsers.id, caseReplies.createdById))
    .where(and(eq(caseReplies.authorityId, key.authorityId), eq(caseReplies.caseId, key.caseId)))
    .orderBy(asc(caseReplies.createdAt), asc(caseReplies.id));
}

/** Item ids among `ids` that are still open (the chase items of requests). */
export async function openItemIds(db: Executor, authorityId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: actionItems.id })
    .from(actionItems)
    .where(
      and(
        eq(actionItems.authorityId, authorityId),
        inArray(actionItems.id, ids),
        eq(actionItems.isCompleted, false),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The case if it is within the caller's scope (restricted cases only to those named), with whether it is disposed. */
export async function findCaseInScope(db: Executor, caseId: number, scope: CaseScope, forUpdate = false) {
  const query = db
    .select({
      authorityId: cases.authorityId,
      caseId: cases.id,
      caseNumber: cases.caseNumber,
      disposed: sql<boolean>`${cases.disposedAt} is not null`,
    })
    .from(cases)
    .where(and(caseInScope(scope), eq(cases.id, caseId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
