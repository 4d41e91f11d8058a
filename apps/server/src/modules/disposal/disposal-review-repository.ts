import type { DisposalReviewFilter, DisposalReviewRow } from '@casekeeper/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cases, disposalReviews, webUsers } from '../../db/schema';
import { endedOnOf } from './ended-cases';

const STATES_OF: Record<DisposalReviewFilter, ('PENDING' | 'KEPT')[]> = {
  OPEN: ['PENDING', 'KEPT'],
  PENDING: ['PENDING'],
  KEPT: ['KEPT'],
};

/** The columns of a review row the API shows; picked so that a new column never leaks. */
const rowColumns = {
  caseId: disposalReviews.caseId,
  caseNumber: cases.caseNumber,
  statusId: cases.statusId,
  endedOn: sql<string>`coalesce(${endedOnOf('cases')}::text, '')`,
  dueOn: disposalReviews.dueOn,
  state: disposalReviews.state,
  keepReason: disposalReviews.keepReason,
  keepNote: disposalReviews.keepNote,
  keptUntil: disposalReviews.keptUntil,
  officerName: sql<string | null>`case when ${webUsers.id} is null then null
    else concat_ws(' ', ${webUsers.firstName}, ${webUsers.lastName}) end`,
};

const ofItsCase = and(
  eq(cases.authorityId, disposalReviews.authorityId),
  eq(cases.id, disposalReviews.caseId),
);
const itsOfficer = and(eq(webUsers.authorityId, cases.authorityId), eq(webUsers.id, cases.assignedOfficerId));

/** A page of an authority's review, due soonest first. */
export async function findReviewPage(
  db: Executor,
  options: { authorityId: number; filter: DisposalReviewFilter; pageNo: number; pageSize: number },
): Promise<{ rows: DisposalReviewRow[]; total: number }> {
  const where = and(
    eq(disposalReviews.authorityId, options.authorityId),
    inArray(disposalReviews.state, STATES_OF[options.filter]),
  );
  const rows = await db
    .select(rowColumns)
    .from(disposalReviews)
    .innerJoin(cases, ofItsCase)
    .leftJoin(webUsers, itsOfficer)
    .where(where)
    .orderBy(asc(disposalReviews.dueOn), asc(disposalReviews.caseId))
    .limit(options.pageSize)
    .offset((options.pageNo - 1) * options.pageSize);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(disposalReviews)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** One case's review row, if the case is in the authority's review (any state). */
export async function findReviewRow(
  db: Executor,
  authorityId: number,
  caseId: number,
  options: { forUpdate?: boolean } = {},
): Promise<DisposalReviewRow | undefined> {
  const query = db
    .select(rowColumns)
    .from(disposalReviews)
    .innerJoin(cases, ofItsCase)
    .leftJoin(webUsers, itsOfficer)
    .where(and(eq(disposalReviews.authorityId, authorityId), eq(disposalReviews.caseId, caseId)));
  const [row] = options.forUpdate ? await query.for('update', { of: [disposalReviews, cases] }) : await query;
  return row;
}
