import {
  CASE_LIST_CURSOR_MESSAGES,
  CASE_LIST_SORT_COLUMNS,
  STATUS_ID,
  type CaseListSortColumn,
} from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStatusMaster } from '../../db/seed';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { insertVariedCases, referenceCaseOrder } from '../../test/case-list-data';

// Every page of the list, by its number or by the cursors of the pages beside it, must be exactly
// its window of one ORDER BY over the cases: pinned first, then the column (empty values last)
// and the id (docs/case-list-paging.md).

// No kept pages: the writes below are made in SQL, and a kept page would hide what the statement answers.
const context = useTestApp({ CASE_LIST_CACHE_SECONDS: '0' });
const { get, post } = apiCalls(context);
const PAGE_SIZE = 9;
const SORTS = CASE_LIST_SORT_COLUMNS;
const STATUS_FILTERS = [[], [STATUS_ID.ENQUIRY, STATUS_ID.CLOSED, STATUS_ID.WORKS_ORDERED]];

let authorityId: number;
let admin: SignedInUser;

type ListPage = {
  data: { id: number }[];
  totalRecords: number;
  pageNo: number;
  next: string | null;
  prev: string | null;
};

async function page(
  query: Record<string, string>,
  pageNo: number,
  pageSize = PAGE_SIZE,
  cursor = '',
): Promise<ListPage> {
  const response = await get('/case/list/', admin, {
    ...query,
    PageSize: String(pageSize),
    PageNo: String(pageNo),
    ...(cursor ? { Cursor: cursor } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body: { data: ListPage } = response.json();
  return body.data;
}

/** Every page from the first by `next`, then back from the last by `prev`: each its window of `expected`. */
async function expectCursorWalkExact(query: Record<string, string>, expected: number[], pageSize: number) {
  const pages = Math.max(Math.ceil(expected.length / pageSize), 1);
  let got = await page(query, 1, pageSize);
  expect(got.prev).toBeNull();
  for (let pageNo = 1; ; pageNo += 1) {
    const window = expected.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    expect({ query, pageNo, ids: got.data.map((row) => row.id) }).toEqual({ query, pageNo, ids: window });
    if (pageNo === pages) break;
    expect(got.next, `page ${pageNo} of ${pages} has a next`).not.toBeNull();
    got = await page(query, pageNo + 1, pageSize, got.next ?? '');
  }
  expect(got.next).toBeNull();
  for (let pageNo = pages; pageNo > 1; pageNo -= 1) {
    expect(got.prev, `page ${pageNo} has a prev`).not.toBeNull();
    got = await page(query, pageNo - 1, pageSize, got.prev ?? '');
    const window = expected.slice((pageNo - 2) * pageSize, (pageNo - 1) * pageSize);
    expect({ query, pageNo: pageNo - 1, ids: got.data.map((row) => row.id) }).toEqual({
      query,
      pageNo: pageNo - 1,
      ids: window,
    });
    expect(got.pageNo).toBe(pageNo - 1);
  }
  expect(got.prev).toBeNull();
}

/** Every page of the sorts, both ways, with and without a status filter, against the reference. */
async function expectEveryPageExact(sorts: readonly CaseListSortColumn[] = SORTS, pageSize = PAGE_SIZE) {
  for (const sortCol of sorts) {
    for (const dir of ['asc', 'desc'] as const) {
      for (const statusIds of STATUS_FILTERS) {
        const query = { SortCol: sortCol, SortDir: dir, ApplicationStatusMasterIds: statusIds.join(',') };
        const expected = await referenceCaseOrder(context.db, {
          authorityId,
          viewerId: admin.id,
          sortCol,
          dir,
          statusIds,
        });
        await expectCursorWalkExact(query, expected, pageSize);
        const pages = Math.ceil(expected.length / pageSize);
        for (let pageNo = 1; pageNo <= pages + 1; pageNo += 1) {
          const got = await page(query, pageNo, pageSize);
          const window = expected.slice((pageNo - 1) * pageSize, pageNo * pageSize);
          expect({ query, pageNo, ids: got.data.map((row) => row.id) }).toEqual({
            query,
            pageNo,
            ids: window,
          });
          if (got.data.length > 0) expect(got.totalRecords).toBe(expected.length);
        }
      }
    }
  }
}

async function pin(caseIds: string) {
  await context.db.execute(
    sql.raw(`insert into case_pins (web_user_id, case_id, authority_id)
      select ${admin.id}, id, authority_id from cases where authority_id = ${authorityId} and ${caseIds}
      on conflict do nothing`),
  );
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'DPG' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  await insertVariedCases(context.db, { authorityId, userId: admin.id, count: 70, prefix: 'DPG' });
  await insertVariedCases(context.db, {
    authorityId,
    userId: admin.id,
    count: 40,
    prefix: 'DPG',
    offset: 500,
  });
  // Pins spread through every order, one of them deleted (listed nowhere).
  await pin('id % 17 = 3');
  await context.db.execute(
    sql`update cases set deleted_at = now() where authority_id = ${authorityId} and id % 17 = 3 and id % 2 = 0`,
  );
});

describe('the pages of the case list', () => {
  it.each(SORTS)(
    'gives exactly the window of one ORDER BY at every page sorted by %s, with ties, pins and status filters',
    async (sortCol) => {
      await expectEveryPageExact([sortCol]);
    },
  );

  // Pages of 3: a cursor on either side of where the dated cases end and the undated begin.
  it('crosses from the dated cases to the undated ones and back, by number and by cursor', async () => {
    await expectEveryPageExact(['ReferralDate', 'NextDue'], 3);
  });

  it('stays exact after writes move cases through the list: added, renamed, re-dated, status changed, deleted, restored', async () => {
    for (const lastName of ['Aaronson', 'Zywicki', 'smith', 'Oban', 'adams']) {
      const added = await post('/case/add', admin, {
        clientFirstName: 'Ann',
        clientLastName: lastName,
        addressLine1: '1 High Street',
        postCode: 'LS1 1AA',
      });
      expect(added.statusCode, added.body).toBe(200);
      const moved = await post(`/case/${added.json().data.id}/${STATUS_ID.ASSESSMENT}`, admin);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await context.db.execute(sql`
      update cases set client_last_name = 'Abbott', post_code = 'AB1 1AA', updated_at = now()
      where authority_id = ${authorityId} and id % 7 = 2`);
    await context.db.execute(sql`
      update cases set referral_date = case when referral_date is null then date '2025-12-31' end,
        next_clock_due = case when next_clock_due is null then date '2026-11-30' end
      where authority_id = ${authorityId} and id % 6 = 1`);
    await context.db.execute(sql`
      update cases set status_id = 1 + (id * 3) % 11, priority = 'Urgent'
      where authority_id = ${authorityId} and id % 4 = 0`);
    await context.db.execute(
      sql`update cases set deleted_at = now() where authority_id = ${authorityId} and id % 9 in (4, 5)`,
    );
    await context.db.execute(
      sql`update cases set deleted_at = null where authority_id = ${authorityId} and id % 9 = 4`,
    );
    await context.db.execute(sql`delete from cases where authority_id = ${authorityId} and id % 13 = 6`);
    await pin('id % 11 = 7');
    await expectEveryPageExact(['CaseNumber', 'ClientName', 'Status', 'Officer', 'NextDue']);
  });

  it('follows the status order the status master holds: changed there alone, every page of the Status sort is still exact', async () => {
    // Closed first and Enquiry last, as a contract with a new order would seed it.
    await context.ownerDb.execute(sql`
      update application_status_master set sort_order = case
        when id = ${STATUS_ID.CLOSED} then 0 when id = ${STATUS_ID.ENQUIRY} then 100 else sort_order end`);
    try {
      await expectEveryPageExact(['Status']);
    } finally {
      await seedStatusMaster(context.ownerDb);
    }
  });

  it('keeps its place across writes: a next page after cases are added before it repeats none and skips none', async () => {
    const query = { SortCol: 'ClientName', SortDir: 'asc', ApplicationStatusMasterIds: '' };
    const first = await page(query, 1);
    // Two cases that sort before everything on the first page, one after it.
    for (const lastName of ['Aardvark', 'Aardwolf', 'Zzyzx']) {
      const added = await post('/case/add', admin, {
        clientFirstName: 'Ann',
        clientLastName: lastName,
        addressLine1: '1 High Street',
        postCode: 'LS1 1AA',
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const second = await page(query, 2, PAGE_SIZE, first.next ?? '');
    const expected = await referenceCaseOrder(context.db, {
      authorityId,
      viewerId: admin.id,
      sortCol: 'ClientName',
      dir: 'asc',
      statusIds: [],
    });
    const lastSeen = expected.indexOf(first.data.at(-1)?.id ?? 0);
    expect(second.data.map((row) => row.id)).toEqual(expected.slice(lastSeen + 1, lastSeen + 1 + PAGE_SIZE));
  });

  it('refuses a cursor it did not make, or made for another sort, on the Cursor field, and changes nothing', async () => {
    const first = await page({ SortCol: 'UpdatedAt', SortDir: 'desc' }, 1);
    const forged = (start: unknown) =>
      Buffer.from(JSON.stringify({ sort: 'UpdatedAt desc', start })).toString('base64url');
    const refused = [
      ['not base64 JSON', 'bm90IGpzb24'],
      ['another sort', first.next ?? ''],
      [
        'a date that is no date',
        forged({ toward: 'after', row: { pinned: false, part: 0, keys: ['yesterday'], id: 1 } }),
      ],
      [
        'too many keys',
        forged({ toward: 'after', row: { pinned: false, part: 0, keys: ['1', '2'], id: 1 } }),
      ],
      ['no such part', forged({ toward: 'before', row: { pinned: false, part: 1, keys: [], id: 1 } })],
    ] as const;
    for (const [what, cursor] of refused) {
      const sortCol = what === 'another sort' ? 'ClientName' : 'UpdatedAt';
      const response = await get('/case/list/', admin, { SortCol: sortCol, SortDir: 'desc', Cursor: cursor });
      expect({ what, status: response.statusCode }).toEqual({ what, status: 400 });
      expect(Object.keys(response.json().data.fields ?? {}), what).toEqual(['Cursor']);
    }
  });
});

describe('numbered pages deep in a large list', () => {
  it('reads a page by its number at most 10,000 cases from either end, and refuses deeper ones on PageNo', async () => {
    const deep = await createTestAuthority(context.db, { shortCode: 'DPD' });
    const deepAdmin = await signedInUser(context, { authorityId: deep, role: 'ADMIN' });
    await insertVariedCases(context.db, {
      authorityId: deep,
      userId: deepAdmin.id,
      count: 20,
      prefix: 'DPD',
    });
    // As if the authority had 20,200 cases: the total comes from case_counts, which is all the
    // rule reads (pages past the 20 real cases are empty).
    await context.db.execute(sql`
      update case_counts set cases = cases + 20180
      where ctid = (select ctid from case_counts where authority_id = ${deep} limit 1)`);
    const at = (pageNo: number) =>
      get('/case/list/', deepAdmin, { PageSize: '100', PageNo: String(pageNo), SortCol: 'CaseNumber' });
    // Pages of 100 of 20,200: page 101 starts 10,000 cases in, page 102 10,100 from either end,
    // page 103 10,000 from the end; the Officer sort places any page by its counts.
    expect((await at(101)).statusCode).toBe(200);
    const tooDeep = await at(102);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().data.fields).toEqual({ PageNo: [CASE_LIST_CURSOR_MESSAGES.tooDeep] });
    expect((await at(103)).statusCode).toBe(200);
    const byOfficer = await get('/case/list/', deepAdmin, {
      PageSize: '100',
      PageNo: '102',
      SortCol: 'Officer',
    });
    expect(byOfficer.statusCode).toBe(200);
  });
});

describe('deep pages of the cases with a clock due soon, by id', () => {
  let dueSoonAuthorityId: number;
  let dueSoonAdmin: SignedInUser;
  const londonToday = sql`(now() at time zone 'Europe/London')::date`;

  beforeAll(async () => {
    dueSoonAuthorityId = await createTestAuthority(context.db, { shortCode: 'DSP' });
    dueSoonAdmin = await signedInUser(context, { authorityId: dueSoonAuthorityId, role: 'ADMIN' });
    await insertVariedCases(context.db, {
      authorityId: dueSoonAuthorityId,
      userId: dueSoonAdmin.id,
      count: 900,
      prefix: 'DSP',
    });
    // Four in five with a clock running due within days (of the ten working days DueSoon takes),
    // the rest due in two months or with none running; some pinned.
    await context.db.execute(sql`
      update cases set next_running_due = case when id % 5 = 0 then (case when id % 2 = 0 then ${londonToday} + 60 end)
        else ${londonToday} + id % 4 end
      where authority_id = ${dueSoonAuthorityId}`);
    await context.db.execute(sql`insert into case_pins (web_user_id, case_id, authority_id)
      select ${dueSoonAdmin.id}, id, authority_id from cases where authority_id = ${dueSoonAuthorityId} and id % 37 = 5`);
    // As autovacuum soon would: with no statistics the planner tests each case against the cases
    // past due one by one, and a page 300 cases in takes seconds.
    await context.ownerDb.execute(sql`analyze cases`);
  });

  it('gives exactly the window of the cases due soon at every page, both ways: deep pages sort them rather than walk past the others', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const rows = await context.db.execute<{ id: number }>(sql`
        select c.id from cases c
        left join case_pins p on p.case_id = c.id and p.web_user_id = ${dueSoonAdmin.id}
        where c.authority_id = ${dueSoonAuthorityId} and c.deleted_at is null
          and c.next_running_due between ${londonToday} and ${londonToday} + 3
        order by (p.case_id is not null) desc, c.id ${sql.raw(dir)}`);
      const expected = rows.rows.map((row) => row.id);
      // Deeper than the walk goes (300 cases from either end) in the middle pages.
      expect(expected.length).toBeGreaterThan(2 * 300 + PAGE_SIZE * 4);
      const pages = Math.ceil(expected.length / PAGE_SIZE);
      // Both ends, each side of where the walk stops (300 unpinned cases in, the pins before them:
      // page 37 from the start), and every sixth.
      const near = (pageNo: number, edge: number) => Math.abs(pageNo - edge) <= 1;
      const checked = Array.from({ length: pages + 1 }, (_, index) => index + 1).filter(
        (pageNo) =>
          pageNo <= 2 || pageNo >= pages || pageNo % 6 === 0 || near(pageNo, 36) || near(pages - pageNo, 36),
      );
      for (const pageNo of checked) {
        const response = await get('/case/list/', dueSoonAdmin, {
          ClockState: 'DueSoon',
          SortDir: dir,
          PageSize: String(PAGE_SIZE),
          PageNo: String(pageNo),
        });
        expect(response.statusCode, response.body).toBe(200);
        const got: ListPage = response.json<{ data: ListPage }>().data;
        const window = expected.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
        expect({ dir, pageNo, ids: got.data.map((row) => row.id) }).toEqual({ dir, pageNo, ids: window });
        if (got.data.length > 0) expect(got.totalRecords).toBe(expected.length);
      }
    }
  });
});
