import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { casePayments, cases } from '../../db/schema';
import { visibleTo } from '../../db/case-visibility';
import { selectPayments } from './payment-repository';

/** Whose list: an authoriser of an authority, whose own requests are not on it. */
export type AuthoriserKey = { authorityId: number; webUserId: number };

const awaiting = (who: AuthoriserKey) =>
  and(
    eq(casePayments.authorityId, who.authorityId),
    eq(casePayments.state, 'REQUESTED'),
    ne(casePayments.requestedById, who.webUserId),
    isNull(cases.deletedAt),
    visibleTo(who.webUserId),
  );

const onItsCase = and(eq(cases.authorityId, casePayments.authorityId), eq(cases.id, casePayments.caseId));

/** The first `limit` payments awaiting authorisation that `who` may authorise, oldest request first, with their case. */
export function findPaymentsToAuthorise(db: Executor, who: AuthoriserKey, limit: number) {
  return selectPayments(db)
    .where(awaiting(who))
    .orderBy(asc(casePayments.requestedAt), asc(casePayments.id))
    .limit(limit);
}

/** How many payments await authorisation that `who` may authorise. */
export async function countPaymentsToAuthorise(db: Executor, who: AuthoriserKey): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(casePayments)
    .innerJoin(cases, onItsCase)
    .where(awaiting(who));
  return row?.count ?? 0;
}
