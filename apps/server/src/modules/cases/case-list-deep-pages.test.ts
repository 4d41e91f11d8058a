import { CASE_LIST_SORT_COLUMNS, STATUS_ID } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { insertVariedCases, referenceCaseOrder, useSmallCaseListBlocks } from '../../test/case-list-data';

// An authority's whole list, or some statuses of it, starts each page in the block of
// case_list_blocks the page falls in. Blocks of 8 here (4 to 16 cases), so pages of 9 start and
// end on every side of block edges. Whatever the blocks, each page must be exactly that window
// of one ORDER BY over the cases: pinned first, then the column (empty values last) and the id.

// No kept pages: the writes below are made in SQL, and a kept page would hide what the statement answers.
const context = useTestApp({ CASE_LIST_CACHE_SECONDS: '0' });
const { get, post } = apiCalls(context);
const PAGE_SIZE = 9;
const BLOCK_SORTS = CASE_LIST_SORT_COLUMNS.filter((sortCol) => sortCol !== 'Officer');
const STATUS_FILTERS = [[], [STATUS_ID.ENQUIRY, STATUS_ID.CLOSED, STATUS_ID.WORKS_ORDERED]];

let authorityId: number;
let admin: SignedInUser;

type ListPage = { data: { id: number }[]; totalRecords: number };

async function page(query: Record<string, string>, pageNo: number, pageSize = PAGE_SIZE): Promise<ListPage> {
  const response = await get('/case/list/', admin, {
    ...query,
    PageSize: String(pageSize),
    PageNo: String(pageNo),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body: { data: ListPage } = response.json();
  return body.data;
}

/** Every page of the sorts, both ways, with and without a status filter, against the reference. */
async function expectEveryPageExact(sorts = BLOCK_SORTS, pageSize = PAGE_SIZE) {
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
  await useSmallCaseListBlocks(context.ownerDb, 8);
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

describe('deep pages of the case list', () => {
  it('gives exactly the window of one ORDER BY at every page of every sort, with ties, pins and status filters', async () => {
    await expectEveryPageExact();
  });

  // A page in the top half of its block is read down from the next block's boundary; the last
  // block of dated cases is followed by the first of undated ones, which it must not read down from.
  it("reads pages near a block's top down from the next block, within the dated or the undated cases", async () => {
    await expectEveryPageExact(['ReferralDate', 'NextDue'], 3);
  });

  it('stays exact after writes move cases between blocks: added, renamed, re-dated, status changed, deleted, restored', async () => {
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
    await expectEveryPageExact();
  });

  it('places a page by the blocks it starts in: a count off by one shifts the pages after that block', async () => {
    const query = { SortCol: 'ClientName', SortDir: 'asc' };
    const before = await page(query, 8);
    // Cases the blocks do not know of, as if the second block held one case more than it does.
    await context.db.execute(sql`
      update case_list_block_counts set cases = cases + 1
      where (block_id, status_id) = (
        select n.block_id, n.status_id from case_list_block_counts n join case_list_blocks b on b.id = n.block_id
        where b.authority_id = ${authorityId} and b.sort = 'ClientName'
        order by b.key_text, b.key_text2, b.key_number, b.first_id offset 1 limit 1)`);
    const after = await page(query, 8);
    expect(after.data.map((row) => row.id)).not.toEqual(before.data.map((row) => row.id));
    await context.db.execute(sql`
      update case_list_block_counts set cases = cases - 1
      where (block_id, status_id) = (
        select n.block_id, n.status_id from case_list_block_counts n join case_list_blocks b on b.id = n.block_id
        where b.authority_id = ${authorityId} and b.sort = 'ClientName'
        order by b.key_text, b.key_text2, b.key_number, b.first_id offset 1 limit 1)`);
    expect((await page(query, 8)).data).toEqual(before.data);
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
