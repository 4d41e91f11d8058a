import {
  LIST_PAGE_SIZE_MAX,
  type CaseListSortColumn,
  type SortDirection,
  type WarningNoteSummary,
} from '@casekeeper/contract';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applicationStatusMaster,
  caseClocks,
  casePins,
  cases,
  clockDefinitions,
  contractors,
  warningNotes,
} from '../../db/schema';
import type { StoredNextClock } from './case-list-next-clock';
import type { ListShape } from './case-list-filters';
import { officer, orderTerms, sortKeysOf } from './case-list-order';
import { caseInScope } from './case-repository';

export type Sorted = { list: ListShape; sortCol: CaseListSortColumn; sortDir: SortDirection };

const value = (name: string) => sql.placeholder(name);
const LIST_NOTE_TEXT_MAX = 300;

/** The case's clock not stopped that is due soonest (its next due date), as stored; a page has ten. */
const nextClock = sql<StoredNextClock | null>`(select json_build_object(
    'definitionId', ${clockDefinitions.id}, 'name', ${clockDefinitions.name}, 'dueDate', ${caseClocks.dueDate},
    'state', ${caseClocks.state}, 'amberAt', ${caseClocks.amberAt}, 'redAt', ${caseClocks.redAt})
  from ${caseClocks} join ${clockDefinitions}
    on ${clockDefinitions.authorityId} = ${caseClocks.authorityId} and ${clockDefinitions.id} = ${caseClocks.definitionId}
  where ${caseClocks.authorityId} = ${cases.authorityId} and ${caseClocks.caseId} = ${cases.id}
    and ${caseClocks.stoppedAt} is null and ${caseClocks.dueDate} is not null
  order by ${caseClocks.dueDate}, ${caseClocks.definitionId} limit 1)`;

/**
 * The case's current warning notes, for the list's icon: a probe of warning_notes_case_idx per row
 * shown (a page has ten), most cases finding none. Each text is cut to what a tooltip shows.
 */
const warningNoteSummaries = sql<WarningNoteSummary[]>`(select coalesce(json_agg(json_build_object(
    'type', ${warningNotes.type}, 'text', left(${warningNotes.text}, ${sql.raw(String(LIST_NOTE_TEXT_MAX))}))
    order by ${warningNotes.id}), '[]')
  from ${warningNotes}
  where ${warningNotes.authorityId} = ${cases.authorityId} and ${warningNotes.caseId} = ${cases.id}
    and ${warningNotes.deletedAt} is null)`;

/** The columns of a list row with the joins they need (from `start`, which may carry CTEs), its scope and order. */
export function pageRows(start: Pick<Database, 'select'>, shape: Sorted, total: SQL.Aliased<number | null>) {
  const pinned = sql<boolean>`(${casePins.caseId} is not null)`;
  return {
    query: start
      .select({
        id: cases.id,
        caseNumber: cases.caseNumber,
        clientFirstName: cases.clientFirstName,
        clientLastName: cases.clientLastName,
        addressLine1: cases.addressLine1,
        town: cases.town,
        postCode: cases.postCode,
        statusId: cases.statusId,
        statusName: applicationStatusMaster.name,
        previousStatusId: cases.previousStatusId,
        priority: cases.priority,
        assignedOfficerId: cases.assignedOfficerId,
        assignedOfficerName: sql<
          string | null
        >`case when ${officer.id} is null then null else ${officer.firstName} || ' ' || ${officer.lastName} end`,
        contractorName: contractors.companyName,
        referralDate: cases.referralDate,
        updatedAt: cases.updatedAt,
        nextClock,
        warningNotes: warningNoteSummaries,
        pinned,
        restricted: cases.restricted,
        total,
      })
      .from(cases)
      .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
      .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
      .leftJoin(contractors, eq(contractors.id, cases.contractorId))
      .leftJoin(casePins, and(eq(casePins.webUserId, value('viewerId')), eq(casePins.caseId, cases.id))),
    /** The ids come from queries within the scope; the scope is checked again all the same. */
    inScope: caseInScope({
      authorityId: value('authorityId'),
      officerId: shape.list.officerScoped ? value('scopeOfficerId') : null,
      viewerId: value('viewerId'),
    }),
    order: [sql`${pinned} desc`, ...orderTerms(sortKeysOf(shape.sortCol), shape.sortDir)],
  };
}

/**
 * The ids of a page, which the planner cannot tell are at most a page from the reads' computed
 * limits: said outright, it looks each case up by id rather than hashing every officer and contractor.
 */
export const atMostAPage = (pageIds: SQL | { getSQL(): SQL }) =>
  sql`select ${sql.identifier('id')} from (${pageIds}) as page_ids limit ${sql.raw(String(LIST_PAGE_SIZE_MAX))}`;

/** An expression for LIMIT or OFFSET, which drizzle types as a number or placeholder but renders any SQL in. */
export const countOf = (expression: SQL) => expression as unknown as Placeholder;
