import { APPLICATION_STATUSES, BULK_ACTION_MESSAGES, type BulkRun } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webUsers } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import { fullName } from '../cases';
import type { BulkRunRow } from './bulk-run-repository';

export const runNotFound = () => new AppError('NOT_FOUND', BULK_ACTION_MESSAGES.runNotFound);

async function officerName(db: Executor, id: number): Promise<string> {
  const [row] = await db
    .select({ name: fullName(webUsers) })
    .from(webUsers)
    .where(eq(webUsers.id, id));
  return row?.name ?? 'an officer';
}

/** The action in words, as the progress panel heads it. */
export async function describeAction(db: Executor, details: BulkRunRow['details']): Promise<string> {
  switch (details.kind) {
    case 'REASSIGN':
      return `Reassign to ${await officerName(db, details.officerId)}`;
    case 'CHANGE_STATUS':
      return `Change status to ${APPLICATION_STATUSES.find((status) => status.id === details.statusId)?.name ?? details.statusId}`;
    case 'ADD_ACTION_ITEM':
      return `Add action: ${details.prefix} - ${details.description}`;
  }
}

export async function toBulkRun(db: Executor, row: BulkRunRow): Promise<BulkRun> {
  return {
    id: row.id,
    action: row.action,
    description: await describeAction(db, row.details),
    state: row.state,
    totalCount: row.totalCount,
    doneCount: row.doneCount,
    refusedCount: row.refusedCount,
    ignoredCount: row.ignoredCount,
    requestedByName: row.requestedByName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
