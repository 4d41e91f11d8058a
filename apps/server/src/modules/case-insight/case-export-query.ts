import {
  CASE_FIELD_KEYS,
  CASE_FIELDS,
  CLOCK_STATE_WORDS,
  GRANT_STATE_WORDS,
  type CaseFieldKey,
  type CaseReferenceKey,
} from '@casekeeper/contract';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { applicationStatusMaster, caseClocks, caseGrants, cases, contractors } from '../../db/schema';
import {
  caseFieldColumns,
  fullName,
  listWhere,
  officer,
  orderTerms,
  sortKeysOf,
  type CaseFilterCriteria,
  type ListShape,
} from '../cases';

const contractor = alias(contractors, 'contractor');

/** What the export writes of a field that names another record: that record's name. */
const referenceNames: Record<CaseReferenceKey, SQL | PgColumn> = {
  assignedOfficerId: sql<
    string | null
  >`case when ${officer.id} is null then null else ${fullName(officer)} end`,
  contractorId: contractor.companyName,
};

const isReference = (key: CaseFieldKey): key is CaseReferenceKey => CASE_FIELDS[key].format === 'reference';

/** Each field of the case catalogue, in its order: its column, or for a reference the name. */
const fieldSelection = Object.fromEntries(
  CASE_FIELD_KEYS.map((key) => [key, isReference(key) ? referenceNames[key] : caseFieldColumns[key]]),
) as Record<CaseFieldKey, SQL | PgColumn>;

const grant = alias(caseGrants, 'grant');
const approved = sql`${grant.state} = 'APPROVED'`;
/** A figure of the grant as approved; none before approval. */
const asApproved = (column: AnyColumn) => sql<number | null>`case when ${approved} then ${column} end`;

/** The grant of a case: where it stands and, once approved, its figures (docs/grant.md). */
const grantSelection = {
  grantState: sql<string | null>`case ${grant.state} ${sql.join(
    Object.entries(GRANT_STATE_WORDS).map(([state, words]) => sql`when ${state} then ${words}`),
    sql` `,
  )} end`,
  grantApprovedOn: grant.approvedOn,
  grantQuotePence: asApproved(grant.approvedQuotePence),
  grantContributionPence: asApproved(grant.contributionPence),
  grantTopUpPence: asApproved(grant.topUpPence),
  grantTotalPence: asApproved(grant.approvedTotalPence),
};

/**
 * What the export writes of a case: its number and status, its fields, when it was opened and
 * last changed, and its grant.
 */
const exportSelection = {
  caseNumber: cases.caseNumber,
  statusName: applicationStatusMaster.name,
  ...fieldSelection,
  // London wall-clock times, which is what a spreadsheet shows.
  createdAt: sql<string>`${cases.createdAt} at time zone 'Europe/London'`,
  updatedAt: sql<string>`${cases.updatedAt} at time zone 'Europe/London'`,
  ...grantSelection,
};

/** The export query's columns of the case itself, in the order it selects them. */
export const CASE_EXPORT_KEYS = Object.keys(exportSelection) as (keyof typeof exportSelection)[];

/** One of the authority's clocks, which the export gives two columns: its state and its due date. */
export type ExportClock = { id: number; name: string };

/** The keys of a clock's two columns (by its place among the authority's clocks). */
export const clockExportKeys = (index: number) =>
  ({ state: `clock${index}State`, due: `clock${index}Due` }) as const;

/** Every column the export query selects for these clocks, in the order its rows hold them. */
export function exportKeysWith(clocks: readonly ExportClock[]): string[] {
  return [...CASE_EXPORT_KEYS, ...clocks.flatMap((_, index) => Object.values(clockExportKeys(index)))];
}

/**
 * A stored clock's state in words; a running one past its due date is missed from that day on,
 * whether or not the night's job (clocks.daily) has stored it so yet.
 */
function clockStateWords(stored: { state: AnyColumn; dueDate: AnyColumn }): SQL<string | null> {
  const words = Object.entries(CLOCK_STATE_WORDS).map(([state, said]) => sql`when ${state} then ${said}`);
  return sql`case when ${stored.state} = 'running' and ${stored.dueDate} < (now() at time zone 'Europe/London')::date
    then ${CLOCK_STATE_WORDS.missed} else case ${stored.state} ${sql.join(words, sql` `)} end end`;
}

/**
 * Every case the list would list with these criteria, in its sort order (empty values last, then
 * by id), with the columns the export writes, the clocks' last; the caller's pinned cases are not
 * lifted to the top, the file being a list for others too. Placeholders: those of `listValues`.
 */
export function caseExportQuery(
  db: Database,
  shape: ListShape,
  criteria: CaseFilterCriteria,
  clocks: readonly ExportClock[] = [],
  /** A further condition on `cases` (the ticked cases of a bulk action's export). */
  only?: SQL,
) {
  const stored = clocks.map((clock, index) => ({ clock, table: alias(caseClocks, `clock_${index}`) }));
  const clockColumns: Record<string, SQL | AnyColumn> = {};
  stored.forEach(({ table }, index) => {
    const keys = clockExportKeys(index);
    clockColumns[keys.state] = clockStateWords(table);
    clockColumns[keys.due] = table.dueDate;
  });
  let query = db
    .select({ ...exportSelection, ...clockColumns })
    .from(cases)
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
    .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
    .leftJoin(
      contractor,
      and(eq(contractor.authorityId, cases.authorityId), eq(contractor.id, cases.contractorId)),
    )
    .leftJoin(grant, and(eq(grant.authorityId, cases.authorityId), eq(grant.caseId, cases.id)))
    .$dynamic();
  for (const { clock, table } of stored) {
    query = query.leftJoin(table, and(eq(table.caseId, cases.id), eq(table.definitionId, clock.id)));
  }
  return query
    .where(and(listWhere(shape), only))
    .orderBy(...orderTerms(sortKeysOf(criteria.sortCol), criteria.sortDir));
}

type CaseExportRow = { [K in (typeof CASE_EXPORT_KEYS)[number]]: unknown };

/** A row of the export as PostgreSQL writes it out: every column as text (or null). */
export type CaseExportRecord = { [K in keyof CaseExportRow]: string | null };
