import { CASE_LIST_CURSOR_MAX_LENGTH } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import {
  caseListQueryOf,
  exportQueryOf,
  filterCount,
  isFiltered,
  readCaseListView,
  savedFilterOf,
  viewOfSavedFilter,
  writeCaseListView,
} from './case-list-address';

describe('the case list in the address', () => {
  it('reads a plain address as every case, newest first, 10 a page', () => {
    const view = readCaseListView(new URLSearchParams(''));
    expect(view).toMatchObject({
      statusIds: [],
      search: '',
      sortCol: 'CaseManagerDetailId',
      sortDir: 'desc',
    });
    expect(view.pageNo).toBe(1);
    expect(view.pageSize).toBe(10);
    expect(isFiltered(view)).toBe(false);
    expect(writeCaseListView(view).toString()).toBe('');
  });

  it('round-trips every filter, the sort and the page', () => {
    const address =
      'status=3%2C10&search=woolley&officer=7&contractor=9&priority=Urgent&from=2026-01-01&to=2026-11-01&opened=2026-02&closed=2026-03&clock=2&clockState=DueSoon&clockMonth=2026-04&clockMonthTo=2026-06&awaiting=approval&spend=Paid&spendYear=2025&spendMonth=2025-12&sort=ClientName&page=3&pageSize=25&cursor=eyJzb3J0IjoiQ2xpZW50TmFtZSBhc2MifQ';
    const view = readCaseListView(new URLSearchParams(address));
    expect(view).toEqual({
      statusIds: [3, 10],
      search: 'woolley',
      officerId: 7,
      contractorId: 9,
      priority: 'Urgent',
      referralDateFrom: '2026-01-01',
      referralDateTo: '2026-11-01',
      openedMonth: '2026-02',
      closedMonth: '2026-03',
      clockId: 2,
      clockState: 'DueSoon',
      clockMonth: '2026-04',
      clockMonthTo: '2026-06',
      awaitingApproval: true,
      spend: { figure: 'Paid', year: 2025, month: '2025-12', adaptationTypeId: null },
      sortCol: 'ClientName',
      sortDir: 'asc',
      pageNo: 3,
      pageSize: 25,
      cursor: 'eyJzb3J0IjoiQ2xpZW50TmFtZSBhc2MifQ',
    });
    expect(writeCaseListView(view).toString()).toBe(address);
  });

  it('reads a Spend figure clicked through, keeping the month for Paid only and the type for Approved only', () => {
    expect(
      readCaseListView(new URLSearchParams('spend=Approved&spendYear=2024&spendType=12&spendMonth=2024-05'))
        .spend,
    ).toEqual({
      figure: 'Approved',
      year: 2024,
      month: null,
      adaptationTypeId: 12,
    });
    expect(readCaseListView(new URLSearchParams('spend=Committed')).spend).toEqual({
      figure: 'Committed',
      year: null,
      month: null,
      adaptationTypeId: null,
    });
    expect(readCaseListView(new URLSearchParams('spend=Spent&spendYear=2024')).spend).toBeNull();
  });

  it('drops what it does not understand rather than failing the page', () => {
    const view = readCaseListView(
      new URLSearchParams('status=3,99,x&priority=Soon&from=yesterday&sort=-Nonsense&page=0&pageSize=5000'),
    );
    expect(view).toMatchObject({
      statusIds: [3],
      priority: null,
      referralDateFrom: null,
      sortCol: 'CaseManagerDetailId',
      sortDir: 'desc',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('asks the server with statuses comma-joined, and a bookmark keeps the filter but not the page', () => {
    const view = readCaseListView(new URLSearchParams('status=1,2&priority=High&page=4'));
    expect(caseListQueryOf(view)).toMatchObject({
      ApplicationStatusMasterIds: '1,2',
      Priority: 'High',
      OfficerId: '',
      PageNo: 4,
      PageSize: 10,
    });
    const saved = savedFilterOf(view);
    expect(saved).not.toHaveProperty('PageNo');
    expect(
      viewOfSavedFilter(
        {
          ApplicationStatusMasterIds: [1, 2],
          SearchTerm: '',
          OfficerId: null,
          ContractorId: null,
          Priority: 'High',
          ReferralDateFrom: null,
          ReferralDateTo: null,
          OpenedMonth: '2026-03',
          ClosedMonth: null,
          ClockId: null,
          ClockState: null,
          ClockMonth: null,
          ClockMonthTo: null,
          AwaitingApproval: false,
          SpendFigure: null,
          SpendYear: null,
          SpendMonth: null,
          AdaptationTypeId: null,
          SortCol: 'CaseNumber',
          SortDir: 'asc',
        },
        25,
      ),
    ).toMatchObject({
      statusIds: [1, 2],
      priority: 'High',
      openedMonth: '2026-03',
      closedMonth: null,
      sortCol: 'CaseNumber',
      pageNo: 1,
      pageSize: 25,
      cursor: null,
    });
  });

  it('asks for a page from the cursor it was read with, and for a page by number without one', () => {
    const byCursor = readCaseListView(new URLSearchParams('page=7&cursor=abc_DEF-123'));
    expect(caseListQueryOf(byCursor)).toMatchObject({ PageNo: 7, Cursor: 'abc_DEF-123' });
    const byNumber = readCaseListView(new URLSearchParams('page=7'));
    expect(byNumber.cursor).toBeNull();
    expect(caseListQueryOf(byNumber)).not.toHaveProperty('Cursor');
  });

  it('drops a cursor Casekeeper could not have made, and a bookmark never keeps one', () => {
    for (const cursor of ['', 'a+b/c=', 'x'.repeat(CASE_LIST_CURSOR_MAX_LENGTH + 1)]) {
      expect(readCaseListView(new URLSearchParams({ page: '7', cursor })).cursor).toBeNull();
    }
    const view = readCaseListView(new URLSearchParams('status=3&page=7&cursor=abc'));
    expect(Object.keys(savedFilterOf(view)).filter((key) => /cursor|page/i.test(key))).toEqual([]);
  });

  it('keeps the unassigned cases and those without a contractor in the address', () => {
    const view = readCaseListView(new URLSearchParams('officer=none&contractor=none'));
    expect(view).toMatchObject({ officerId: 'none', contractorId: 'none' });
    expect(writeCaseListView(view).toString()).toBe('officer=none&contractor=none');
    expect(caseListQueryOf(view)).toMatchObject({ OfficerId: 'none', ContractorId: 'none' });
    expect(readCaseListView(new URLSearchParams('officer=nobody')).officerId).toBeNull();
  });

  it('keeps a dashboard month in the address, refusing months that do not exist', () => {
    const view = readCaseListView(new URLSearchParams('opened=2026-03&closed=2026-13'));
    expect(view).toMatchObject({ openedMonth: '2026-03', closedMonth: null });
    expect(isFiltered(view)).toBe(true);
    expect(writeCaseListView({ ...view, closedMonth: '2026-04' }).toString()).toBe(
      'opened=2026-03&closed=2026-04',
    );
    expect(caseListQueryOf(view)).toMatchObject({ OpenedMonth: '2026-03', ClosedMonth: '' });
    expect(exportQueryOf(view)).toMatchObject({ OpenedMonth: '2026-03', ClosedMonth: 'NULL' });
  });

  it('keeps the clock filters in the address, the query, the export and a bookmark', () => {
    const view = readCaseListView(
      new URLSearchParams('clock=3&clockState=Missed&clockMonth=2026-10&clockMonthTo=2026-12'),
    );
    expect(view).toMatchObject({
      clockId: 3,
      clockState: 'Missed',
      clockMonth: '2026-10',
      clockMonthTo: '2026-12',
    });
    expect(isFiltered(view)).toBe(true);
    expect(caseListQueryOf(view)).toMatchObject({
      ClockId: 3,
      ClockState: 'Missed',
      ClockMonth: '2026-10',
      ClockMonthTo: '2026-12',
    });
    expect(exportQueryOf({ ...view, clockMonth: null })).toMatchObject({
      ClockId: '3',
      ClockState: 'Missed',
      ClockMonth: 'NULL',
    });
    expect(savedFilterOf(view)).toMatchObject({
      ClockId: 3,
      ClockState: 'Missed',
      ClockMonth: '2026-10',
      ClockMonthTo: '2026-12',
    });
    expect(readCaseListView(new URLSearchParams('clock=0&clockState=Late&clockMonth=2026-13'))).toMatchObject(
      {
        clockId: null,
        clockState: null,
        clockMonth: null,
      },
    );
  });

  it('counts the filters behind the phone’s Filters button: the search apart, the statuses and a total’s months as one each', () => {
    expect(filterCount(readCaseListView(new URLSearchParams('search=woolley')))).toBe(0);
    expect(isFiltered(readCaseListView(new URLSearchParams('search=woolley')))).toBe(true);
    expect(filterCount(readCaseListView(new URLSearchParams('status=3%2C4%2C10&priority=Urgent')))).toBe(2);
    expect(
      filterCount(
        readCaseListView(
          new URLSearchParams(
            'from=2026-01-01&to=2026-11-01&clock=2&clockMonth=2026-04&clockMonthTo=2026-06',
          ),
        ),
      ),
    ).toBe(4);
  });
});
