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

async function page(query: Record<string, string>, pageNo: number): Promise<ListPage> {
  const response = await get('/case/list/', admin, {
    ...query,
    PageSize: String(PAGE_SIZE),
    PageNo: String(pageNo),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body: { data: ListPage } = response.json();
  return body.data;
}

/** Every page of every sort, both ways, with and without a status filter, against the reference. */
async function expectEveryPageExact() {
  for (const sortCol of BLOCK_SORTS) {
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
        const pages = Math.ceil(expected.length / PAGE_SIZE);
        for (let pageNo = 1; pageNo <= pages + 1; pageNo += 1) {
          const got = await page(query, pageNo);
          const window = expected.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
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
  await useSmallCaseListBlocks(context.db, 8);
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
