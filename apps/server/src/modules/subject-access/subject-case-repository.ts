import { SUBJECT_ACCESS_MAX_RECORDS, type SubjectAccessIdentifier } from '@casekeeper/contract';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicationStatusMaster, cases } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';
import { matchedColumn } from './subject-identifiers';

/** A case's address on one line. */
export const caseAddress = sql<string>`concat_ws(', ', ${cases.addressLine1}, ${cases.addressLine2}, ${cases.addressLine3}, ${cases.town}, ${cases.county}, ${cases.postCode})`;

const caseSummary = {
  id: cases.id,
  caseNumber: cases.caseNumber,
  clientName: sql<string>`concat_ws(' ', ${cases.clientFirstName}, ${cases.clientLastName})`,
  dateOfBirth: cases.clientDateOfBirth,
  address: caseAddress,
  statusName: applicationStatusMaster.name,
};

/**
 * The cases in the scope that meet any of the matchers, each with those it met, oldest first;
 * one more than the most listed, so the caller can tell there were more.
 */
export function findMatchingCases(
  db: Executor,
  scope: CaseScope,
  matchers: Map<SubjectAccessIdentifier, SQL>,
) {
  return db
    .select({ ...caseSummary, matched: matchedColumn(matchers) })
    .from(cases)
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
    .where(and(caseInScope(scope), or(...matchers.values())))
    .orderBy(asc(cases.id))
    .limit(SUBJECT_ACCESS_MAX_RECORDS + 1);
}

/** Of these case ids, those in the scope, with their numbers. */
export function findCasesInScope(db: Executor, scope: CaseScope, caseIds: readonly number[]) {
  if (caseIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cases.id, caseNumber: cases.caseNumber })
    .from(cases)
    .where(and(caseInScope(scope), inArray(cases.id, [...caseIds])))
    .orderBy(asc(cases.id));
}

/** The scope's condition with these case ids: what an export's looks are recorded by. */
export const chosenCasesWhere = (scope: CaseScope, caseIds: readonly number[]) =>
  and(caseInScope(scope), inArray(cases.id, [...caseIds]));
