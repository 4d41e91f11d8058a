import { CASE_PRIORITIES, CASE_TENURES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { applicationStatusMaster } from './application-statuses';
import { authorities } from './authorities';
import { createdAt, deletedAt, isOneOf, updatedAt, version } from './columns';
import { contractors } from './contractors';
import { webUsers } from './web-users';

/** The last case number handed out per authority and year: `{CODE}-{year}-{00001}`. */
export const caseNumberSequences = pgTable(
  'case_number_sequences',
  {
    authorityId: integer()
      .notNull()
      .references(() => authorities.id),
    year: integer().notNull(),
    lastValue: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.authorityId, table.year] })],
);

type IndexKey = Parameters<ReturnType<typeof index>['on']>[number];

/** A case (the web client's "case manager detail", docs/domain.md): one client at one address, moving through the statuses. */
export const cases = pgTable(
  'cases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: integer().notNull(),
    caseNumber: text().notNull(),
    clientTitle: text(),
    clientFirstName: text().notNull(),
    clientLastName: text().notNull(),
    clientDateOfBirth: date({ mode: 'string' }),
    clientPhone: text(),
    clientEmail: text(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    addressLine3: text(),
    town: text(),
    county: text(),
    /** Normalised before it is stored: upper case, one space before the inward code. */
    postCode: text().notNull(),
    uprn: text(),
    statusId: integer()
      .notNull()
      .references(() => applicationStatusMaster.id),
    /** The status left for On hold, Closed or Withdrawn; where a return goes back to. */
    previousStatusId: integer().references(() => applicationStatusMaster.id),
    assignedOfficerId: integer(),
    contractorId: integer(),
    referralDate: date({ mode: 'string' }),
    referralSource: text(),
    tenure: text({ enum: CASE_TENURES }),
    priority: text({ enum: CASE_PRIORITIES }).notNull().default('Normal'),
    /**
     * The due date of the case's clock due soonest among those not stopped (docs/clocks.md): the
     * list's NextDue sort. Written with the case's clocks, in the transaction that moves them.
     */
    nextClockDue: date({ mode: 'string' }),
    /**
     * What the case's clocks have come to, as bits (case-clocks/clock-marks.ts): one missed, one
     * stored missed and not yet stopped, one met. Written with the next due date; counted in
     * case_counts, so the list filtered by any clock's Missed, Overdue or Met counts from there.
     */
    clockMarks: smallint().notNull().default(0),
    /**
     * The soonest due date of the case's clocks running or paused (not stopped, not stored missed):
     * the list's any-clock DueSoon filter, which takes cases whose soonest is due within the window.
     * Written with the next due date.
     */
    nextRunningDue: date({ mode: 'string' }),
    description: text(),
    estimatedCostPence: bigint({ mode: 'number' }),
    approvedGrantPence: bigint({ mode: 'number' }),
    /**
     * Whether an authority ADMIN restricted it to named people (case_restrictions): nobody else in
     * the authority reaches it. A flag on the row so that the list's scope costs one comparison.
     */
    restricted: boolean().notNull().default(false),
    /** When its personal data was disposed of under the retention schedule; the row stays as an anonymised shell. */
    disposedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdById: integer()
      .notNull()
      .references(() => webUsers.id),
    createdAt: createdAt(),
    updatedById: integer()
      .notNull()
      .references(() => webUsers.id),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: deletedAt(),
    // Search columns, kept by PostgreSQL itself so no write path can forget them.
    searchName: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(client_first_name || ' ' || client_last_name)`),
    postCodeCompact: text()
      .notNull()
      .generatedAlwaysAs(sql`upper(replace(post_code, ' ', ''))`),
    // The case number's year and sequence as numbers, which the list sorts by: as text,
    // …-100000 would come before …-10001.
    caseYear: integer()
      .notNull()
      .generatedAlwaysAs(sql`split_part(case_number, '-', 2)::integer`),
    caseSequence: integer()
      .notNull()
      .generatedAlwaysAs(sql`split_part(case_number, '-', 3)::integer`),
  },
  (table) => {
    /** A case-list sort index, explained below. */
    const listIndex = (name: string, keys: IndexKey[], read: IndexKey[] = [], id: IndexKey = table.id) =>
      index(name)
        .on(
          table.authorityId,
          ...keys,
          id,
          table.statusId,
          table.assignedOfficerId,
          table.clockMarks,
          table.nextRunningDue,
          ...read,
        )
        .where(sql`${table.deletedAt} is null`);
    return [
      foreignKey({
        name: 'cases_authority_id_fk',
        columns: [table.authorityId],
        foreignColumns: [authorities.id],
      }),
      // Composite keys: an officer or contractor of another authority cannot be referenced.
      foreignKey({
        name: 'cases_assigned_officer_fk',
        columns: [table.authorityId, table.assignedOfficerId],
        foreignColumns: [webUsers.authorityId, webUsers.id],
      }),
      foreignKey({
        name: 'cases_contractor_fk',
        columns: [table.authorityId, table.contractorId],
        foreignColumns: [contractors.authorityId, contractors.id],
      }),
      unique('cases_authority_id_id_key').on(table.authorityId, table.id),
      unique('cases_authority_id_case_number_key').on(table.authorityId, table.caseNumber),
      check('cases_case_number_format', sql`${table.caseNumber} ~ '^[A-Z]{2,8}-[0-9]{4}-[0-9]{5,}$'`),
      check('cases_priority_check', isOneOf(table.priority, CASE_PRIORITIES)),
      check('cases_tenure_check', isOneOf(table.tenure, CASE_TENURES)),
      check('cases_uprn_format', sql`${table.uprn} ~ '^[0-9]{1,12}$'`),
      check('cases_estimated_cost_pence_check', sql`${table.estimatedCostPence} >= 0`),
      check('cases_approved_grant_pence_check', sql`${table.approvedGrantPence} >= 0`),
      // Cases by status, and by officer (also the index of the officer's foreign key).
      index('cases_authority_status_idx').on(table.authorityId, table.statusId, table.id),
      index('cases_authority_officer_status_idx').on(
        table.authorityId,
        table.assignedOfficerId,
        table.statusId,
        table.id,
      ),
      index('cases_authority_contractor_idx').on(table.authorityId, table.contractorId),
      // The case list's sorts, one index each, live cases only. A page is read along its sort's
      // index from a cursor's row or from the nearer end (docs/case-list-paging.md), by the index
      // alone (an index-only scan), so each index also carries what the list filters on (status, officer, clock marks and next running due date:
      // after the unique id they do not change the order) and the columns its sort expression reads. ReferralDate and NextDue are the sort keys
      // that can be empty, and empty dates come last both ways, so each has an index per direction.
      listIndex('cases_list_id_idx', []),
      listIndex('cases_list_case_number_idx', [table.caseYear, table.caseSequence]),
      listIndex(
        'cases_list_client_name_idx',
        [sql`lower(${table.clientLastName})`, sql`lower(${table.clientFirstName})`],
        [table.clientLastName, table.clientFirstName],
      ),
      listIndex('cases_list_post_code_idx', [table.postCode]),
      // The Status and Priority sorts read one status or priority at a time, by id (their order is
      // the contract's: case-list-order.ts).
      index('cases_list_status_idx')
        .on(
          table.authorityId,
          table.statusId,
          table.id,
          table.assignedOfficerId,
          table.clockMarks,
          table.nextRunningDue,
        )
        .where(sql`${table.deletedAt} is null`),
      listIndex('cases_list_priority_idx', [table.priority]),
      listIndex('cases_list_referral_date_idx', [table.referralDate]),
      listIndex(
        'cases_list_referral_date_desc_idx',
        [table.referralDate.desc().nullsLast()],
        [],
        table.id.desc(),
      ),
      listIndex('cases_list_updated_at_idx', [table.updatedAt]),
      // NextDue is empty for cases with no clock running, last both ways, like ReferralDate.
      listIndex('cases_list_next_clock_due_idx', [table.nextClockDue]),
      listIndex(
        'cases_list_next_clock_due_desc_idx',
        [table.nextClockDue.desc().nullsLast()],
        [],
        table.id.desc(),
      ),
      // Not a sort: the any-clock DueSoon filter's cases, by their next running due date.
      index('cases_list_next_running_due_idx')
        .on(
          table.authorityId,
          table.nextRunningDue,
          table.id,
          table.statusId,
          table.assignedOfficerId,
          table.clockMarks,
        )
        .where(sql`${table.deletedAt} is null`),
      // Not a sort: of the cases with a clock overdue (stored missed, not stopped), those with
      // another running, by its due date; where the NextDue sort's read of DueSoon begins
      // (case-list-clock-filter.ts).
      index('cases_overdue_next_running_due_idx')
        .on(table.authorityId, table.nextRunningDue, table.nextClockDue)
        .where(sql`${table.deletedAt} is null and ${table.nextClockDue} < ${table.nextRunningDue}`),
      // The Officer sort pages officer by officer (their counts are in case_counts), by id within each.
      index('cases_list_officer_idx')
        .on(
          table.authorityId,
          table.assignedOfficerId,
          table.id,
          table.statusId,
          table.clockMarks,
          table.nextRunningDue,
        )
        .where(sql`${table.deletedAt} is null`),
      // Case numbers by prefix ("AMB-2026-001…"): LIKE uses a btree only with pattern ordering.
      index('cases_case_number_pattern_idx').on(table.authorityId, table.caseNumber.op('text_pattern_ops')),
      // A property's cases by its UPRN: a new case's possible duplicates (modules/linked-cases).
      index('cases_uprn_idx')
        .on(table.authorityId, table.uprn)
        .where(sql`${table.deletedAt} is null and ${table.uprn} is not null`),
      // Global search: the cases of the names case_names finds and of the post codes
      // case_post_codes finds, live ones, by id, with what the caller's scope and a status filter
      // need (for a name's cases the index alone answers; a post code's are ranked by their names,
      // read from the table). The names and post codes themselves are matched by trigram in those
      // tables, partitioned by authority (migrations 0025, 0026). The post codes' index also finds
      // a post code's stored addresses (postcodes/stored-address-repository.ts).
      index('cases_search_name_idx')
        .on(table.authorityId, table.searchName, table.id, table.statusId, table.assignedOfficerId)
        .where(sql`${table.deletedAt} is null`),
      index('cases_search_post_code_idx')
        .on(table.authorityId, table.postCodeCompact, table.id, table.statusId, table.assignedOfficerId)
        .where(sql`${table.deletedAt} is null`),
      // A street or house ("Elm Grove", "14 Elm"): the first line of the address by trigram, read
      // with the authority. Unlike names, no per-authority table of distinct streets: a street has
      // tens of an authority's cases, which the heap gives up in a few reads (bench/RESULTS.md).
      // Written straight into the index, as the names' and post codes' are (migration 0031).
      index('cases_search_address_trgm_idx')
        .using('gin', table.authorityId, sql`lower(${table.addressLine1}) gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(sql`${table.deletedAt} is null`),
    ];
  },
);
