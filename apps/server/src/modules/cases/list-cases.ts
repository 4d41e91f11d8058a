import type { CaseListPage, caseListQuerySchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { nextClockAt } from './case-list-next-clock';
import { findCasePage } from './case-list-repository';
import { caseScopeOf, mayWriteCases } from './case-scope';
import { statusTargetsFor } from './case-view';
import { listCriteriaOf } from './list-criteria';

export type ListCasesInput = { caller: Caller; query: z.output<typeof caseListQuerySchema> };

/** One page of the caller's case list: the cases they may see that match, their pinned ones first. */
export async function listCases(db: Database, input: ListCasesInput): Promise<CaseListPage> {
  const { caller, query } = input;
  const scope = caseScopeOf(caller);
  const now = new Date();
  const criteria = await listCriteriaOf(db, scope.authorityId, query, now);
  const page = await findCasePage(db, scope, caller.webUserId, {
    ...criteria,
    pageNo: query.PageNo,
    pageSize: query.PageSize,
    cursor: query.Cursor,
  });
  const edit = mayWriteCases(caller);
  return {
    data: page.rows.map((row) => ({
      id: row.id,
      caseNumber: row.caseNumber,
      clientFirstName: row.clientFirstName,
      clientLastName: row.clientLastName,
      address: [row.addressLine1, row.town].filter(Boolean).join(', '),
      postCode: row.postCode,
      statusId: row.statusId,
      statusName: row.statusName,
      priority: row.priority,
      assignedOfficerId: row.assignedOfficerId,
      assignedOfficerName: row.assignedOfficerName,
      contractorName: row.contractorName,
      referralDate: row.referralDate,
      updatedAt: row.updatedAt.toISOString(),
      nextClock: nextClockAt(row.nextClock, now),
      pinned: row.pinned,
      restricted: row.restricted,
      warningNotes: row.warningNotes,
      can: { edit, changeStatus: statusTargetsFor(row, caller).length > 0 },
    })),
    totalRecords: page.total,
    pageNo: page.pageNo,
    pageSize: query.PageSize,
    next: page.next,
    prev: page.prev,
  };
}
