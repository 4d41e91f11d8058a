import type { CaseLinkKind } from '@casekeeper/contract';
import { aliasedTable, and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicationStatusMaster, caseLinks, cases, webUsers } from '../../db/schema';
import { caseInScope, fullName, type CaseScope } from '../cases';

/** A case a link names, as far as linking needs it. */
const linkedCaseColumns = {
  id: cases.id,
  caseNumber: cases.caseNumber,
  disposed: sql<boolean>`${cases.disposedAt} is not null`,
};

/** A case within the scope, by id; outside it (another authority's, another officer's, restricted) none. */
export async function findCaseInScope(db: Executor, scope: CaseScope, id: number) {
  const [row] = await db
    .select(linkedCaseColumns)
    .from(cases)
    .where(and(caseInScope(scope), eq(cases.id, id)));
  return row;
}

/** A case within the scope, by its number. */
export async function findCaseByNumber(db: Executor, scope: CaseScope, caseNumber: string) {
  const [row] = await db
    .select(linkedCaseColumns)
    .from(cases)
    .where(and(caseInScope(scope), eq(cases.caseNumber, caseNumber)));
  return row;
}

/** The id of the other case of a link, seen from `caseId`. */
const otherCaseOf = (caseId: number) =>
  sql<number>`case when ${caseLinks.firstCaseId} = ${caseId} then ${caseLinks.secondCaseId} else ${caseLinks.firstCaseId} end`;

const ofCase = (authorityId: number, caseId: number) =>
  and(
    eq(caseLinks.authorityId, authorityId),
    or(eq(caseLinks.firstCaseId, caseId), eq(caseLinks.secondCaseId, caseId)),
  );

const linker = aliasedTable(webUsers, 'linker');

/**
 * A case's links, newest first, each with the other case and whether the scope reaches it (a
 * link to a case the viewer cannot see is counted, never shown). The caller has checked the case
 * itself is in scope.
 */
export async function findLinksOfCase(db: Executor, scope: CaseScope, caseId: number) {
  return db
    .select({
      id: caseLinks.id,
      kind: caseLinks.kind,
      createdAt: caseLinks.createdAt,
      linkedByName: fullName(linker),
      otherCaseId: cases.id,
      otherCaseNumber: cases.caseNumber,
      otherClientName: fullName({ firstName: cases.clientFirstName, lastName: cases.clientLastName }),
      otherStatusName: applicationStatusMaster.name,
      visible: sql<boolean>`coalesce(${caseInScope(scope)}, false)`,
    })
    .from(caseLinks)
    .innerJoin(cases, and(eq(cases.authorityId, caseLinks.authorityId), eq(cases.id, otherCaseOf(caseId))))
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
    .innerJoin(linker, eq(linker.id, caseLinks.createdById))
    .where(ofCase(scope.authorityId, caseId))
    .orderBy(desc(caseLinks.createdAt), desc(caseLinks.id));
}

/** One link of the case, with the id of its other case; locked for removal. */
export async function findLinkOfCase(tx: Executor, authorityId: number, caseId: number, linkId: number) {
  const [row] = await tx
    .select({ id: caseLinks.id, kind: caseLinks.kind, otherCaseId: otherCaseOf(caseId) })
    .from(caseLinks)
    .where(and(ofCase(authorityId, caseId), eq(caseLinks.id, linkId)))
    .for('update');
  return row;
}

/** Links a pair, lower id first; undefined when the pair is already linked. */
export async function insertLink(
  tx: Executor,
  values: { authorityId: number; caseIds: [number, number]; kind: CaseLinkKind; createdById: number },
): Promise<number | undefined> {
  const [first, second] = [...values.caseIds].sort((a, b) => a - b) as [number, number];
  const [row] = await tx
    .insert(caseLinks)
    .values({
      authorityId: values.authorityId,
      firstCaseId: first,
      secondCaseId: second,
      kind: values.kind,
      createdById: values.createdById,
    })
    .onConflictDoNothing()
    .returning({ id: caseLinks.id });
  return row?.id;
}

export async function deleteLink(tx: Executor, id: number): Promise<void> {
  await tx.delete(caseLinks).where(eq(caseLinks.id, id));
}
