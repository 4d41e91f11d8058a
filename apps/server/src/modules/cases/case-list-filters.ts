import {
  APPLICATION_STATUSES,
  isOpenStatus,
  NOBODY,
  STATUS_ID,
  type CaseListSortColumn,
  type ClockListFilter,
  type caseListFilterSchema,
  type SortDirection,
} from '@casekeeper/contract';
import { and, eq, gte, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/list-helpers';
import { caseCounts, caseGrants, cases, caseStatusHistory } from '../../db/schema';
import { clockMarkOf, hasClockMark, hasMatchingClock, type CaseReading } from './case-list-clock-filter';
import { londonMonth } from './london-month';
import { hasSpendFigure, spendCriteriaOf, spendWhere, type SpendCriteria } from './spend-criteria';
import { caseInScope } from './case-repository';
import { hiddenCaseIds } from '../../db/case-visibility';
import type { CaseScope } from './case-scope';
import type { z } from 'zod';

export type CaseListCriteria = {
  statusIds: number[];
  search: string;
  /** An officer's cases, `none` for the unassigned ones. */
  officerId: number | typeof NOBODY | null;
  /** A contractor's cases, `none` for those without one. */
  contractorId: number | typeof NOBODY | null;
  priority: string | null;
  referralDateFrom: string | null;
  referralDateTo: string | null;
  openedMonth: string | null;
  closedMonth: string | null;
  /** The clock the clock filters look at; any when null. */
  clockId: number | null;
  clockState: ClockListFilter | null;
  /** Clocks stopped in this month, or from it to `clockMonthTo`. */
  clockMonth: string | null;
  clockMonthTo: string | null;
  /**
   * The last due date the DueSoon filter takes, worked out in the authority's working days
   * (`clockDueSoonByOf`); null unless that filter is on.
   */
  clockDueSoonBy: string | null;
  /** Cases whose grant is proposed and waits for approval. */
  awaitingApproval: boolean;
  /** The cases a Spend figure counts (spend-criteria.ts). */
  spend: SpendCriteria | null;
  sortCol: CaseListSortColumn;
  sortDir: SortDirection;
  pageNo: number;
  pageSize: number;
};

/** The list's filters and sort, without paging: what the dashboard and the export take as well. */
export type CaseFilterCriteria = Omit<CaseListCriteria, 'pageNo' | 'pageSize'>;

/** The criteria of a case-list filter as the contract parses it. */
export function filterCriteriaOf(
  filter: z.output<typeof caseListFilterSchema>,
  now = new Date(),
): CaseFilterCriteria {
  return {
    statusIds: filter.ApplicationStatusMasterIds,
    search: filter.SearchTerm,
    officerId: filter.OfficerId,
    contractorId: filter.ContractorId,
    priority: filter.Priority,
    referralDateFrom: filter.ReferralDateFrom,
    referralDateTo: filter.ReferralDateTo,
    openedMonth: filter.OpenedMonth,
    closedMonth: filter.ClosedMonth,
    clockId: filter.ClockId,
    clockState: filter.ClockState,
    clockMonth: filter.ClockMonth,
    clockMonthTo: filter.ClockMonthTo,
    clockDueSoonBy: null,
    awaitingApproval: filter.AwaitingApproval,
    spend: spendCriteriaOf(filter, now),
    sortCol: filter.SortCol,
    sortDir: filter.SortDir,
  };
}

/**
 * Which conditions a list query has, without their values: the list's statements are built from
 * this alone (db/prepared-by-shape.ts), with `listValues` filling their placeholders.
 */
export type ListShape = {
  officerScoped: boolean;
  statuses: boolean;
  search: boolean;
  officer: boolean;
  unassigned: boolean;
  contractor: boolean;
  noContractor: boolean;
  priority: boolean;
  referredFrom: boolean;
  referredTo: boolean;
  openedIn: boolean;
  closedIn: boolean;
  /** Any clock condition: the case has a clock (that one, if `clockOf`) that meets them all. */
  clock: boolean;
  clockOf: boolean;
  clockDueSoon: boolean;
  clockOverdue: boolean;
  clockMissed: boolean;
  clockMet: boolean;
  clockStoppedIn: boolean;
  awaitingApproval: boolean;
  spendPaid: boolean;
  spendCommitted: boolean;
  spendApproved: boolean;
  spendOfType: boolean;
  spendFinalPaid: boolean;
};

export function listShape(scope: CaseScope, criteria: CaseFilterCriteria): ListShape {
  return {
    officerScoped: scope.officerId !== null,
    statuses: criteria.statusIds.length > 0,
    search: criteria.search !== '',
    officer: typeof criteria.officerId === 'number',
    unassigned: criteria.officerId === NOBODY,
    contractor: typeof criteria.contractorId === 'number',
    noContractor: criteria.contractorId === NOBODY,
    priority: criteria.priority !== null,
    referredFrom: criteria.referralDateFrom !== null,
    referredTo: criteria.referralDateTo !== null,
    openedIn: criteria.openedMonth !== null,
    closedIn: criteria.closedMonth !== null,
    clock:
      criteria.clockId !== null ||
      criteria.clockState !== null ||
      criteria.clockMonth !== null ||
      criteria.clockMonthTo !== null,
    clockOf: criteria.clockId !== null,
    clockDueSoon: criteria.clockState === 'DueSoon',
    clockOverdue: criteria.clockState === 'Overdue',
    clockMissed: criteria.clockState === 'Missed',
    clockMet: criteria.clockState === 'Met',
    clockStoppedIn: criteria.clockMonth !== null || criteria.clockMonthTo !== null,
    awaitingApproval: criteria.awaitingApproval,
    spendPaid: criteria.spend?.figure === 'Paid',
    spendCommitted: criteria.spend?.figure === 'Committed',
    spendApproved: criteria.spend?.figure === 'Approved',
    spendOfType: criteria.spend?.figure === 'Approved' && criteria.spend.adaptationTypeId !== null,
    spendFinalPaid: criteria.spend?.figure === 'FinalPaid',
  };
}

export function listValues(scope: CaseScope, criteria: CaseFilterCriteria): Record<string, unknown> {
  return {
    authorityId: scope.authorityId,
    scopeOfficerId: scope.officerId,
    viewerId: scope.viewerId,
    statusIds: criteria.statusIds,
    searchPattern: containsPattern(criteria.search.toLowerCase()),
    postCodePattern: containsPattern(criteria.search.replace(/\s+/g, '').toUpperCase()),
    officerId: criteria.officerId === NOBODY ? null : criteria.officerId,
    contractorId: criteria.contractorId === NOBODY ? null : criteria.contractorId,
    priority: criteria.priority,
    referredFrom: criteria.referralDateFrom,
    referredTo: criteria.referralDateTo,
    openedMonth: criteria.openedMonth,
    closedMonth: criteria.closedMonth,
    clockId: criteria.clockId,
    clockDueSoonBy: criteria.clockDueSoonBy,
    // Either end alone is one month.
    clockMonth: criteria.clockMonth ?? criteria.clockMonthTo,
    clockMonthTo: criteria.clockMonthTo ?? criteria.clockMonth,
    spendFrom: criteria.spend?.from ?? null,
    spendTo: criteria.spend?.to ?? null,
    spendAsAt: criteria.spend?.asAt ?? null,
    spendTypeId: criteria.spend?.adaptationTypeId ?? null,
  };
}

const value = (name: string) => sql.placeholder(name);

/**
 * When a case reached its current status: its last change, or its creation when it has none; for
 * a closed or withdrawn case, the day it was closed, as the dashboard counts it (migration 0015).
 */
const reachedCurrentStatusAt = sql`coalesce((select max(${caseStatusHistory.changedAt}) from ${caseStatusHistory}
  where ${caseStatusHistory.authorityId} = ${cases.authorityId} and ${caseStatusHistory.caseId} = ${cases.id}), ${cases.createdAt})`;

const ENDED_STATUS_IDS = APPLICATION_STATUSES.filter((status) => !isOpenStatus(status.id)).map(
  (status) => status.id,
);

function openedIn(): SQL {
  const month = londonMonth('openedMonth');
  return sql`${cases.createdAt} >= ${month.start} and ${cases.createdAt} < ${month.end}`;
}

function closedIn(): SQL {
  const month = londonMonth('closedMonth');
  return sql`${cases.statusId} in (${sql.raw(ENDED_STATUS_IDS.join(', '))})
    and ${reachedCurrentStatusAt} >= ${month.start} and ${reachedCurrentStatusAt} < ${month.end}`;
}

/**
 * Which of the cases otherwise in scope a list reads: those the viewer may see, or (to take them
 * off a total counted without reading the cases) those restricted to others.
 */
export type Visibility = 'visible' | 'hidden';

/**
 * The cases in scope that match the list's filters, for a statement `reading` every match or along
 * the sort's index (hasMatchingClock); the search finds the term in a case number, client name or
 * post code.
 */
export function listWhere(
  shape: ListShape,
  reading: CaseReading = 'all',
  visibility: Visibility = 'visible',
): SQL | undefined {
  return and(
    caseInScope({
      authorityId: value('authorityId'),
      officerId: shape.officerScoped ? value('scopeOfficerId') : null,
      viewerId: visibility === 'visible' ? value('viewerId') : null,
    }),
    visibility === 'hidden'
      ? sql`${cases.restricted} and ${cases.id} in (${hiddenCaseIds(value('authorityId'), value('viewerId'))})`
      : undefined,
    shape.statuses ? sql`${cases.statusId} = any(${value('statusIds')})` : undefined,
    shape.search
      ? or(
          sql`${cases.caseNumber} ilike ${value('searchPattern')}`,
          sql`${cases.searchName} like ${value('searchPattern')}`,
          sql`${cases.postCodeCompact} like ${value('postCodePattern')}`,
        )
      : undefined,
    shape.officer ? eq(cases.assignedOfficerId, value('officerId')) : undefined,
    shape.unassigned ? isNull(cases.assignedOfficerId) : undefined,
    shape.contractor ? eq(cases.contractorId, value('contractorId')) : undefined,
    shape.noContractor ? isNull(cases.contractorId) : undefined,
    shape.priority ? eq(cases.priority, value('priority')) : undefined,
    shape.referredFrom ? gte(cases.referralDate, value('referredFrom')) : undefined,
    shape.referredTo ? lte(cases.referralDate, value('referredTo')) : undefined,
    shape.openedIn ? openedIn() : undefined,
    shape.closedIn ? closedIn() : undefined,
    shape.clock ? hasMatchingClock(shape, reading) : undefined,
    // Few cases wait at once: the proposed grants' partial index finds them. A case put on hold,
    // withdrawn or refused meanwhile waits for nothing an approver can do.
    shape.awaitingApproval
      ? sql`${cases.statusId} = ${STATUS_ID.APPLICATION_SUBMITTED} and ${cases.id} in (select ${caseGrants.caseId}
          from ${caseGrants} where ${caseGrants.authorityId} = ${value('authorityId')} and ${caseGrants.state} = 'PROPOSED')`
      : undefined,
    spendWhere(shape, value('authorityId')),
  );
}

/** Whether case_counts can count the list: it knows each case's authority, officer and status, nothing else. */
export function countable(shape: ListShape): boolean {
  return (
    !shape.search &&
    !shape.contractor &&
    !shape.noContractor &&
    !shape.priority &&
    !shape.referredFrom &&
    !shape.referredTo &&
    !shape.openedIn &&
    !shape.closedIn &&
    !shape.clock &&
    !shape.awaitingApproval &&
    !hasSpendFigure(shape)
  );
}

/** The shape with its clock conditions taken off. */
export function withoutClock(shape: ListShape): ListShape {
  return {
    ...shape,
    clock: false,
    clockOf: false,
    clockDueSoon: false,
    clockOverdue: false,
    clockMissed: false,
    clockMet: false,
    clockStoppedIn: false,
  };
}

/**
 * Whether case_counts counts the list by the cases' clock marks as well: a countable list filtered
 * by any clock's Missed, Overdue or Met (clockMarkOf).
 */
export function marksCountable(shape: ListShape): boolean {
  return clockMarkOf(shape) !== null && countable(withoutClock(shape));
}

/**
 * A summary of the live cases keyed, among others, by their authority, status and officer, and
 * perhaps their clock marks.
 */
type CountsKey = {
  authorityId: AnyColumn;
  statusId: AnyColumn;
  assignedOfficerId: AnyColumn;
  clockMarks?: AnyColumn;
};

/**
 * `listWhere` on case_counts (or another summary keyed alike, `counts`), for a countable shape, or
 * a `marksCountable` one on a summary keyed by clock marks.
 */
export function countsWhere(shape: ListShape, counts: CountsKey = caseCounts): SQL | undefined {
  const mark = clockMarkOf(shape);
  if (mark !== null && !counts.clockMarks) throw new Error('This summary does not count clock marks.');
  return and(
    mark !== null && counts.clockMarks ? hasClockMark(mark, counts.clockMarks) : undefined,
    eq(counts.authorityId, value('authorityId')),
    shape.officerScoped ? eq(counts.assignedOfficerId, value('scopeOfficerId')) : undefined,
    shape.statuses ? sql`${counts.statusId} = any(${value('statusIds')})` : undefined,
    shape.officer ? eq(counts.assignedOfficerId, value('officerId')) : undefined,
    shape.unassigned ? isNull(counts.assignedOfficerId) : undefined,
  );
}
