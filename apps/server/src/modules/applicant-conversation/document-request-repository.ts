import type { DocumentRequestKind, DocumentRequestState } from '@casekeeper/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  actionItems,
  cases,
  documentRequests,
  documentRequestUploads,
  files,
  webUsers,
} from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';
import type { CaseKey } from './conversation-repository';

const requestColumns = {
  id: documentRequests.id,
  authorityId: documentRequests.authorityId,
  caseId: documentRequests.caseId,
  kind: documentRequests.kind,
  details: documentRequests.details,
  dueOn: documentRequests.dueOn,
  state: documentRequests.state,
  reason: documentRequests.reason,
  chaseItemId: documentRequests.chaseItemId,
  createdAt: documentRequests.createdAt,
  requestedByName: sql<string>`concat_ws(' ', ${webUsers.firstName}, ${webUsers.lastName})`,
};

export type DocumentRequestRow = Awaited<ReturnType<typeof findRequestsOfCase>>[number];

/** The case's requests, oldest first. */
export function findRequestsOfCase(db: Executor, key: CaseKey) {
  return db
    .select(requestColumns)
    .from(documentRequests)
    .innerJoin(webUsers, eq(webUsers.id, documentRequests.requestedById))
    .where(and(eq(documentRequests.authorityId, key.authorityId), eq(documentRequests.caseId, key.caseId)))
    .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id));
}

/** The files sent against each of `requestIds`, oldest first. */
export function findUploadsOf(db: Executor, authorityId: number, requestIds: number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      requestId: documentRequestUploads.requestId,
      itemId: documentRequestUploads.actionItemId,
      name: files.originalName,
      sentAt: documentRequestUploads.createdAt,
    })
    .from(documentRequestUploads)
    .innerJoin(
      actionItems,
      and(
        eq(actionItems.authorityId, documentRequestUploads.authorityId),
        eq(actionItems.id, documentRequestUploads.actionItemId),
      ),
    )
    .innerJoin(files, and(eq(files.authorityId, actionItems.authorityId), eq(files.id, actionItems.fileId)))
    .where(
      and(
        eq(documentRequestUploads.authorityId, authorityId),
        inArray(documentRequestUploads.requestId, requestIds),
      ),
    )
    .orderBy(asc(documentRequestUploads.createdAt), asc(documentRequestUploads.id));
}

/**
 * A request on a case within the caller's scope (restricted cases only to those named), locked
 * for a change when asked; with whether its case is disposed. Outside the scope it is not found.
 */
export async function findRequestInScope(
  db: Executor,
  id: number,
  scope: CaseScope,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ ...requestColumns, disposed: sql<boolean>`${cases.disposedAt} is not null` })
    .from(documentRequests)
    .innerJoin(
      cases,
      and(eq(cases.authorityId, documentRequests.authorityId), eq(cases.id, documentRequests.caseId)),
    )
    .innerJoin(webUsers, eq(webUsers.id, documentRequests.requestedById))
    .where(and(eq(documentRequests.id, id), caseInScope(scope)));
  const [row] = options.forUpdate ? await query.for('update', { of: [documentRequests] }) : await query;
  return row;
}

/** A request on one case (the applicant's), locked for a change. */
export async function findRequestOnCase(db: Executor, id: number, key: CaseKey) {
  const [row] = await db
    .select(requestColumns)
    .from(documentRequests)
    .innerJoin(webUsers, eq(webUsers.id, documentRequests.requestedById))
    .where(
      and(
        eq(documentRequests.id, id),
        eq(documentRequests.authorityId, key.authorityId),
        eq(documentRequests.caseId, key.caseId),
      ),
    )
    .for('update', { of: [documentRequests] });
  return row;
}

export async function insertRequest(
  tx: Executor,
  values: CaseKey & {
    kind: DocumentRequestKind;
    details: string | null;
    dueOn: string;
    chaseItemId: number;
    requestedById: number;
  },
): Promise<number> {
  const [row] = await tx.insert(documentRequests).values(values).returning({ id: documentRequests.id });
  if (!row) throw new Error('The document request was not kept.');
  return row.id;
}

export async function updateRequest(
  tx: Executor,
  id: number,
  values: {
    state: DocumentRequestState;
    reason?: string | null;
    dueOn?: string;
    chaseItemId?: number | null;
    decidedById?: number;
    decidedAt?: Date;
  },
): Promise<void> {
  await tx
    .update(documentRequests)
    .set({ ...values, version: sql`${documentRequests.version} + 1` })
    .where(eq(documentRequests.id, id));
}

export async function insertUpload(
  tx: Executor,
  values: { authorityId: number; requestId: number; actionItemId: number },
): Promise<void> {
  await tx.insert(documentRequestUploads).values(values);
}

/** Whether the case is disposed (a shell that refuses writes). */
export async function isDisposed(db: Executor, key: CaseKey): Promise<boolean> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(
      and(
        eq(cases.authorityId, key.authorityId),
        eq(cases.id, key.caseId),
        sql`${cases.disposedAt} is not null`,
      ),
    );
  return row !== undefined;
}
