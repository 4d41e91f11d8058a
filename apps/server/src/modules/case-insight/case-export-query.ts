import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { applicationStatusMaster, cases, contractors } from '../../db/schema';
import {
  clientAndAddressColumns,
  fullName,
  listWhere,
  officer,
  orderTerms,
  sortKeysOf,
  type CaseFilterCriteria,
  type ListShape,
} from '../cases';

const contractor = alias(contractors, 'contractor');

/** What the export writes of a case, with the names it points at. */
const exportSelection = {
  caseNumber: cases.caseNumber,
  ...clientAndAddressColumns,
  statusName: applicationStatusMaster.name,
  priority: cases.priority,
  officerName: sql<string | null>`case when ${officer.id} is null then null else ${fullName(officer)} end`,
  contractorName: contractor.companyName,
  referralDate: cases.referralDate,
  referralSource: cases.referralSource,
  estimatedCostPence: cases.estimatedCostPence,
  approvedGrantPence: cases.approvedGrantPence,
  description: cases.description,
  // London wall-clock times, which is what a spreadsheet shows.
  createdAt: sql<string>`${cases.createdAt} at time zone 'Europe/London'`,
  updatedAt: sql<string>`${cases.updatedAt} at time zone 'Europe/London'`,
};

/** The export query's columns, in the order it selects them (and its rows hold them). */
export const CASE_EXPORT_KEYS = Object.keys(exportSelection) as (keyof typeof exportSelection)[];

/**
 * Every case the list would list with these criteria, in its sort order (empty values last, then
 * by id), with the columns the export writes; the caller's pinned cases are not lifted to the
 * top, the file being a list for others too. Placeholders: those of `listValues`.
 */
export function caseExportQuery(db: Database, shape: ListShape, criteria: CaseFilterCriteria) {
  return db
    .select(exportSelection)
    .from(cases)
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
    .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
    .leftJoin(
      contractor,
      and(eq(contractor.authorityId, cases.authorityId), eq(contractor.id, cases.contractorId)),
    )
    .where(listWhere(shape))
    .orderBy(...orderTerms(sortKeysOf(criteria.sortCol), criteria.sortDir));
}

type CaseExportRow = Awaited<ReturnType<typeof caseExportQuery>>[number];

/** A row of the export as PostgreSQL writes it out: every column as text (or null). */
export type CaseExportRecord = { [K in keyof CaseExportRow]: string | null };
