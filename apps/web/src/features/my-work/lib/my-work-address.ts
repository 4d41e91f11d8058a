import {
  ACTION_TYPES,
  MY_WORK_FILTERS,
  MY_WORK_SORTS,
  type ActionType,
  type MyWorkFilter,
  type MyWorkSort,
} from '@casekeeper/contract';

/** What the page's address says of its list: which actions, of which type, in which order, which page. */
export type MyWorkView = {
  filter: MyWorkFilter;
  type: ActionType | null;
  sort: MyWorkSort;
  dir: 'asc' | 'desc';
  page: number;
};

export const DEFAULT_VIEW: MyWorkView = { filter: 'due', type: null, sort: 'due', dir: 'asc', page: 1 };

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

/** The view an address names; anything it does not know reads as the default. */
export function viewOf(search: URLSearchParams): MyWorkView {
  const type = search.get('type');
  const page = Number(search.get('page'));
  return {
    filter: oneOf(MY_WORK_FILTERS, search.get('filter'), DEFAULT_VIEW.filter),
    type: ACTION_TYPES.find((choice) => choice === type) ?? null,
    sort: oneOf(MY_WORK_SORTS, search.get('sort'), DEFAULT_VIEW.sort),
    dir: search.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view: only what differs from the default, so a shared link stays short. */
export function searchOf(view: MyWorkView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.filter !== DEFAULT_VIEW.filter) search.set('filter', view.filter);
  if (view.type) search.set('type', view.type);
  if (view.sort !== DEFAULT_VIEW.sort) search.set('sort', view.sort);
  if (view.dir !== DEFAULT_VIEW.dir) search.set('dir', view.dir);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** The server's query for a view. */
export function queryOf(view: MyWorkView, pageSize?: number) {
  return {
    filter: view.filter,
    sort: view.sort,
    dir: view.dir,
    page: view.page,
    ...(view.type ? { type: view.type } : {}),
    ...(pageSize ? { pageSize } : {}),
  };
}

/** The orders the list offers, as one choice each. */
export const ORDERS = [
  { id: 'due-asc', label: 'Due time, soonest first', sort: 'due', dir: 'asc' },
  { id: 'due-desc', label: 'Due time, latest first', sort: 'due', dir: 'desc' },
  { id: 'case-asc', label: 'Case number, lowest first', sort: 'case', dir: 'asc' },
  { id: 'case-desc', label: 'Case number, highest first', sort: 'case', dir: 'desc' },
] as const;
