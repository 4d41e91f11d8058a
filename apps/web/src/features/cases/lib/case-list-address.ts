import {
  APPLICATION_STATUSES,
  CASE_LIST_CURSOR_MAX_LENGTH,
  CASE_LIST_SORT_COLUMNS,
  CASE_PRIORITIES,
  CLOCK_LIST_FILTERS,
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  NOBODY,
  SPEND_FIGURES,
  type CaseListSortColumn,
  type ClockListFilter,
  type CasePriority,
  type SavedCaseFilter,
  type SortDirection,
  type SpendFigure,
} from '@casekeeper/contract';

/**
 * The cases a figure of the Spend view counts (docs/spend.md): in `year` (the year under way when
 * null), or for Paid the `month` of it; for Approved perhaps of one adaptation type.
 */
export type SpendFilter = {
  figure: SpendFigure;
  year: number | null;
  month: string | null;
  adaptationTypeId: number | null;
};

/** The case list as the address keeps it, so a view can be shared and survives a reload. */
export type CaseListView = {
  statusIds: number[];
  search: string;
  /** An officer's cases; `none`: the unassigned. */
  officerId: number | typeof NOBODY | null;
  /** A contractor's cases; `none`: those without one. */
  contractorId: number | typeof NOBODY | null;
  priority: CasePriority | null;
  referralDateFrom: string | null;
  referralDateTo: string | null;
  /** Cases opened in this month, `YYYY-MM` (UK time): a bar of the dashboard's monthly chart. */
  openedMonth: string | null;
  /** Cases closed or withdrawn in this month, `YYYY-MM` (UK time). */
  closedMonth: string | null;
  /** The clock (a clock definition's id) the clock filters look at; null: any clock. */
  clockId: number | null;
  /** Cases with a clock due soon, missed or met. */
  clockState: ClockListFilter | null;
  /**
   * Cases with a clock that stopped (met or missed) in this month, `YYYY-MM` (UK time): the
   * dashboard's clock figures.
   */
  clockMonth: string | null;
  /** With clockMonth: clocks stopped from clockMonth to this month. */
  clockMonthTo: string | null;
  /** Cases whose grant waits for an authority ADMIN's approval. */
  awaitingApproval: boolean;
  /** A Spend figure clicked through: there is no field for it, only its chip. */
  spend: SpendFilter | null;
  sortCol: CaseListSortColumn;
  sortDir: SortDirection;
  pageNo: number;
  pageSize: number;
  /**
   * Where the page was read from: the `next` or `prev` cursor of the page beside it, as the server
   * gave it (opaque); null for a page asked for by its number.
   */
  cursor: string | null;
};

/** Newest cases first, as an officer opening the list expects. */
export const DEFAULT_CASE_SORT = { sortCol: 'CaseManagerDetailId', sortDir: 'desc' } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const wholeNumber = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^[0-9]{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

const personOrNull = (value: string | null) =>
  value === NOBODY ? NOBODY : wholeNumber(value, 1, 2_147_483_647);

const dateOrNull = (value: string | null) => (value !== null && ISO_DATE.test(value) ? value : null);
const monthOrNull = (value: string | null) => (value !== null && YEAR_MONTH.test(value) ? value : null);
const CURSOR = /^[A-Za-z0-9_-]+$/;
const cursorOrNull = (value: string | null) =>
  value !== null && value.length <= CASE_LIST_CURSOR_MAX_LENGTH && CURSOR.test(value) ? value : null;

function spendOrNull(params: URLSearchParams): SpendFilter | null {
  const figure = SPEND_FIGURES.find((candidate) => candidate === params.get('spend'));
  if (!figure) return null;
  return {
    figure,
    year: wholeNumber(params.get('spendYear'), 2000, 2100),
    month: figure === 'Paid' ? monthOrNull(params.get('spendMonth')) : null,
    adaptationTypeId: figure === 'Approved' ? wholeNumber(params.get('spendType'), 1, 2_147_483_647) : null,
  };
}

/** Reads the list from the address; anything not understood falls back to the default. */
export function readCaseListView(params: URLSearchParams): CaseListView {
  const statusIds = (params.get('status') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => APPLICATION_STATUSES.some((status) => status.id === id));
  const sort = params.get('sort') ?? '';
  const column = CASE_LIST_SORT_COLUMNS.find((candidate) => candidate === sort.replace(/^-/, ''));
  const priority = CASE_PRIORITIES.find((candidate) => candidate === params.get('priority')) ?? null;
  return {
    statusIds: [...new Set(statusIds)],
    search: (params.get('search') ?? '').trim(),
    officerId: personOrNull(params.get('officer')),
    contractorId: personOrNull(params.get('contractor')),
    priority,
    referralDateFrom: dateOrNull(params.get('from')),
    referralDateTo: dateOrNull(params.get('to')),
    openedMonth: monthOrNull(params.get('opened')),
    closedMonth: monthOrNull(params.get('closed')),
    clockId: wholeNumber(params.get('clock'), 1, 2_147_483_647),
    clockState: CLOCK_LIST_FILTERS.find((candidate) => candidate === params.get('clockState')) ?? null,
    clockMonth: monthOrNull(params.get('clockMonth')),
    clockMonthTo: monthOrNull(params.get('clockMonthTo')),
    awaitingApproval: params.get('awaiting') === 'approval',
    spend: spendOrNull(params),
    sortCol: column ?? DEFAULT_CASE_SORT.sortCol,
    sortDir: column ? (sort.startsWith('-') ? 'desc' : 'asc') : DEFAULT_CASE_SORT.sortDir,
    pageNo: wholeNumber(params.get('page'), 1, 999_999) ?? 1,
    pageSize: wholeNumber(params.get('pageSize'), 1, LIST_PAGE_SIZE_MAX) ?? LIST_PAGE_SIZE_DEFAULT,
    cursor: cursorOrNull(params.get('cursor')),
  };
}

/** Writes the list into the address, leaving defaults out so a plain list keeps a plain address. */
export function writeCaseListView(view: CaseListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.statusIds.length > 0) params.set('status', view.statusIds.join(','));
  if (view.search !== '') params.set('search', view.search);
  if (view.officerId !== null) params.set('officer', String(view.officerId));
  if (view.contractorId !== null) params.set('contractor', String(view.contractorId));
  if (view.priority !== null) params.set('priority', view.priority);
  if (view.referralDateFrom !== null) params.set('from', view.referralDateFrom);
  if (view.referralDateTo !== null) params.set('to', view.referralDateTo);
  if (view.openedMonth !== null) params.set('opened', view.openedMonth);
  if (view.closedMonth !== null) params.set('closed', view.closedMonth);
  if (view.clockId !== null) params.set('clock', String(view.clockId));
  if (view.clockState !== null) params.set('clockState', view.clockState);
  if (view.clockMonth !== null) params.set('clockMonth', view.clockMonth);
  if (view.clockMonthTo !== null) params.set('clockMonthTo', view.clockMonthTo);
  if (view.awaitingApproval) params.set('awaiting', 'approval');
  if (view.spend) {
    params.set('spend', view.spend.figure);
    if (view.spend.year !== null) params.set('spendYear', String(view.spend.year));
    if (view.spend.month !== null) params.set('spendMonth', view.spend.month);
    if (view.spend.adaptationTypeId !== null) params.set('spendType', String(view.spend.adaptationTypeId));
  }
  const isDefaultSort =
    view.sortCol === DEFAULT_CASE_SORT.sortCol && view.sortDir === DEFAULT_CASE_SORT.sortDir;
  if (!isDefaultSort) params.set('sort', `${view.sortDir === 'desc' ? '-' : ''}${view.sortCol}`);
  if (view.pageNo !== 1) params.set('page', String(view.pageNo));
  if (view.pageSize !== LIST_PAGE_SIZE_DEFAULT) params.set('pageSize', String(view.pageSize));
  if (view.cursor !== null) params.set('cursor', view.cursor);
  return params;
}

/** What a bookmark saves of a view: the filter and sort, not the page (nor its cursor). */
export function savedFilterOf(view: CaseListView) {
  return {
    ApplicationStatusMasterIds: view.statusIds.join(','),
    SearchTerm: view.search,
    OfficerId: view.officerId ?? '',
    ContractorId: view.contractorId ?? '',
    Priority: view.priority ?? '',
    ReferralDateFrom: view.referralDateFrom ?? '',
    ReferralDateTo: view.referralDateTo ?? '',
    OpenedMonth: view.openedMonth ?? '',
    ClosedMonth: view.closedMonth ?? '',
    ClockId: view.clockId ?? '',
    ClockState: view.clockState ?? '',
    ClockMonth: view.clockMonth ?? '',
    ClockMonthTo: view.clockMonthTo ?? '',
    AwaitingApproval: view.awaitingApproval ? 'true' : '',
    SpendFigure: view.spend?.figure ?? '',
    SpendYear: view.spend?.year ?? '',
    SpendMonth: view.spend?.month ?? '',
    AdaptationTypeId: view.spend?.adaptationTypeId ?? '',
    SortCol: view.sortCol,
    SortDir: view.sortDir,
  } as const;
}

/**
 * The `GET /case/list/` query for a view: statuses comma-joined, blanks as empty strings, the
 * cursor only for a page read from one.
 */
export function caseListQueryOf(view: CaseListView) {
  return {
    ...savedFilterOf(view),
    PageNo: view.pageNo,
    PageSize: view.pageSize,
    ...(view.cursor === null ? {} : { Cursor: view.cursor }),
  };
}

/**
 * The filter and sort as the export takes them (spec §7): every field present, a field with no
 * value as the literal NULL.
 */
export function exportQueryOf(view: CaseListView) {
  const orNull = (value: string | number | null) => (value === null || value === '' ? 'NULL' : String(value));
  return {
    ApplicationStatusMasterIds: orNull(view.statusIds.join(',')),
    SearchTerm: orNull(view.search),
    OfficerId: orNull(view.officerId),
    ContractorId: orNull(view.contractorId),
    Priority: orNull(view.priority),
    ReferralDateFrom: orNull(view.referralDateFrom),
    ReferralDateTo: orNull(view.referralDateTo),
    OpenedMonth: orNull(view.openedMonth),
    ClosedMonth: orNull(view.closedMonth),
    ClockId: orNull(view.clockId),
    ClockState: orNull(view.clockState),
    ClockMonth: orNull(view.clockMonth),
    ClockMonthTo: orNull(view.clockMonthTo),
    AwaitingApproval: view.awaitingApproval ? 'true' : 'NULL',
    SpendFigure: orNull(view.spend?.figure ?? null),
    SpendYear: orNull(view.spend?.year ?? null),
    SpendMonth: orNull(view.spend?.month ?? null),
    AdaptationTypeId: orNull(view.spend?.adaptationTypeId ?? null),
    SortCol: view.sortCol,
    SortDir: view.sortDir,
  };
}

/** A saved filter shown: its filter and sort on page 1, keeping the page size on screen. */
export function viewOfSavedFilter(filter: SavedCaseFilter, pageSize: number): CaseListView {
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
    awaitingApproval: filter.AwaitingApproval,
    spend: filter.SpendFigure
      ? {
          figure: filter.SpendFigure,
          year: filter.SpendYear,
          month: filter.SpendMonth,
          adaptationTypeId: filter.AdaptationTypeId,
        }
      : null,
    sortCol: filter.SortCol,
    sortDir: filter.SortDir,
    pageNo: 1,
    pageSize,
    cursor: null,
  };
}

/**
 * How many filters narrow the list, the search aside: a phone keeps the search box in sight and
 * counts the rest on its Filters button. The statuses chosen are one filter, as are the months of
 * a dashboard total.
 */
export function filterCount(view: CaseListView): number {
  return [
    view.statusIds.length > 0,
    view.officerId !== null,
    view.contractorId !== null,
    view.priority !== null,
    view.referralDateFrom !== null,
    view.referralDateTo !== null,
    view.openedMonth !== null,
    view.closedMonth !== null,
    view.clockId !== null,
    view.clockState !== null,
    view.clockMonth !== null || view.clockMonthTo !== null,
    view.awaitingApproval,
    view.spend !== null,
  ].filter(Boolean).length;
}

/**
 * The filters used less often, folded behind "More filters (n)" on a wide screen: how many of
 * them are set.
 */
export function moreFilterCount(view: CaseListView): number {
  return [
    view.contractorId !== null,
    view.priority !== null,
    view.clockId !== null,
    view.clockState !== null,
    view.referralDateFrom !== null,
    view.referralDateTo !== null,
  ].filter(Boolean).length;
}

/** Every filter off, the search too: what "Clear filters" applies. Sort and page size stay. */
export const NO_CASE_FILTERS = {
  statusIds: [],
  search: '',
  officerId: null,
  contractorId: null,
  priority: null,
  referralDateFrom: null,
  referralDateTo: null,
  openedMonth: null,
  closedMonth: null,
  clockId: null,
  clockState: null,
  clockMonth: null,
  clockMonthTo: null,
  awaitingApproval: false,
  spend: null,
} as const satisfies Partial<CaseListView>;

/** Whether the view narrows the list at all (the empty list then says "no match", not "no cases"). */
export function isFiltered(view: CaseListView): boolean {
  return view.search !== '' || filterCount(view) > 0;
}
