import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findPostgresError } from '../../db/postgres-error';
import { createTestAuthority } from '../../test/accounts';
import { signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { insertVariedCases, useSmallCaseListBlocks } from '../../test/case-list-data';

// case_list_blocks must always equal cutting the live cases afresh at its boundaries: each
// block's count per status is the cases from its boundary up to the next (the first block also
// any below it), whatever writes came before. Blocks of 8 here, so a few hundred cases make many.

const context = useTestApp();
const BLOCK_TARGET = 8;
let authorityId: number;
let userId: number;

/** Each live case beside the block whose range holds it: from its boundary up to the next (the first block also any below it). */
const inRange = (authority = authorityId) => sql`
  with b as (
    select id, sort, key_text, key_text2, key_number, first_id,
      row_number() over w = 1 as is_first,
      lead(key_text) over w as next_text, lead(key_text2) over w as next_text2,
      lead(key_number) over w as next_number, lead(first_id) over w as next_id
    from case_list_blocks where authority_id = ${authority}
    window w as (partition by sort order by key_text, key_text2, key_number, first_id)
  )
  select b.sort, b.id, b.key_number as block_number, c.status_id, k.key_number as case_number
  from b join cases c on c.authority_id = ${authority} and c.deleted_at is null
  cross join lateral case_list_sort_keys(c) k
  where k.sort = b.sort
    and (b.is_first or (k.key_text, k.key_text2, k.key_number, c.id) >= (b.key_text, b.key_text2, b.key_number, b.first_id))
    and (b.next_id is null or (k.key_text, k.key_text2, k.key_number, c.id) < (b.next_text, b.next_text2, b.next_number, b.next_id))`;

/** Counts per block and status as the triggers keep them, and as counted afresh by range. */
async function keptAndRecounted(authority = authorityId) {
  const kept = await context.db.execute(sql`
    select b.sort, b.id, n.status_id, n.cases from case_list_blocks b
    join case_list_block_counts n on n.block_id = b.id
    where b.authority_id = ${authority} and n.cases <> 0 order by 1, 2, 3`);
  const recounted = await context.db.execute(sql`
    select sort, id, status_id, count(*)::int as cases from (${inRange(authority)}) as placed
    group by 1, 2, 3 order by 1, 2, 3`);
  return { kept: kept.rows, recounted: recounted.rows };
}

const UNDATED = 2n ** 62n;

/** Blocks whose size is out of bounds, and cases of one run of dates (referral, next due) in a block of the other. */
async function misshapenBlocks(authority = authorityId) {
  const result = await context.db.execute(sql`
    with sized as (
      select b.id, b.sort, b.key_number, coalesce(sum(n.cases), 0) as cases,
        row_number() over (partition by b.sort, b.key_number = ${UNDATED}
          order by b.key_text, b.key_text2, b.key_number, b.first_id) = 1 as first_of_run
      from case_list_blocks b left join case_list_block_counts n on n.block_id = b.id
      where b.authority_id = ${authority} group by b.id
    )
    select sort, cases, first_of_run from sized
    where cases > ${2 * BLOCK_TARGET} or cases = 0 or (not first_of_run and cases < ${BLOCK_TARGET / 4})`);
  const mixed = await context.db.execute(sql`
    select count(*)::int as cases from (${inRange(authority)}) as placed
    where sort in ('ReferralDate', 'NextDue') and (block_number = ${UNDATED}) <> (case_number = ${UNDATED})`);
  return { misshapen: result.rows, mixed: mixed.rows };
}

async function expectExact(authority = authorityId) {
  const { kept, recounted } = await keptAndRecounted(authority);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(recounted);
  expect(await misshapenBlocks(authority)).toEqual({ misshapen: [], mixed: [{ cases: 0 }] });
}

beforeAll(async () => {
  await useSmallCaseListBlocks(context.ownerDb, BLOCK_TARGET);
  authorityId = await createTestAuthority(context.db, { shortCode: 'BLK' });
  userId = (await signedInUser(context, { authorityId, role: 'ADMIN' })).id;
});

describe('case_list_blocks', () => {
  it('counts each block exactly and keeps blocks within bounds through every kind of write', async () => {
    await insertVariedCases(context.db, { authorityId, userId, count: 150, prefix: 'BLK' });
    await expectExact();
    const blocks = await context.db.execute<{ sort: string; blocks: number }>(sql`
      select sort, count(*)::int as blocks from case_list_blocks where authority_id = ${authorityId}
      group by 1 order by 1`);
    // 150 cases in blocks of 8 to 16, for each of the nine sorts.
    expect(blocks.rows).toHaveLength(9);
    for (const row of blocks.rows) expect(row.blocks).toBeGreaterThanOrEqual(150 / 16);

    // One at a time, as the API writes: a new case below every boundary, a rename, a status change.
    await insertVariedCases(context.db, { authorityId, userId, count: 1, prefix: 'BLK', offset: 900 });
    await context.db.execute(sql`
      update cases set client_last_name = 'Aaa', post_code = 'A1 1AA', referral_date = '1990-01-01'
      where id = (select max(id) from cases where authority_id = ${authorityId})`);
    await context.db.execute(sql`
      update cases set status_id = 11, priority = 'Urgent', updated_at = now()
      where id = (select min(id) from cases where authority_id = ${authorityId})`);
    await expectExact();

    // Many at once: a third change status (moving between per-status counts and Status blocks),
    // a quarter lose their referral date (dated blocks shrink and merge, undated ones grow and split),
    // another quarter gain or lose a next due date.
    await context.db.execute(sql`
      update cases set status_id = 1 + (id * 7) % 11, updated_at = now() where authority_id = ${authorityId} and id % 3 = 0`);
    await context.db.execute(
      sql`update cases set referral_date = null where authority_id = ${authorityId} and id % 4 = 1`,
    );
    await context.db.execute(
      sql`update cases set next_clock_due = case when next_clock_due is null then date '2027-01-04' end
        where authority_id = ${authorityId} and id % 4 = 2`,
    );
    await expectExact();

    // Deleted and restored (deleted_at), and deleted for good; most of the rest deleted, so blocks merge away.
    await context.db.execute(
      sql`update cases set deleted_at = now() where authority_id = ${authorityId} and id % 5 = 2`,
    );
    await expectExact();
    await context.db.execute(
      sql`update cases set deleted_at = null where authority_id = ${authorityId} and id % 10 = 2`,
    );
    await context.db.execute(sql`delete from cases where authority_id = ${authorityId} and id % 6 = 5`);
    await expectExact();
    await context.db.execute(
      sql`update cases set deleted_at = now() where authority_id = ${authorityId} and id % 9 <> 0`,
    );
    await expectExact();
    await context.db.execute(sql`delete from cases where authority_id = ${authorityId}`);
    const left = await context.db.execute(
      sql`select count(*)::int as blocks from case_list_blocks where authority_id = ${authorityId}`,
    );
    expect(left.rows).toEqual([{ blocks: 0 }]);
  });

  it('stays exact when many writers of one authority split and merge blocks at once', async () => {
    await insertVariedCases(context.db, { authorityId, userId, count: 60, prefix: 'BLK', offset: 600 });
    // Each its own transaction on its own pooled connection, all started together.
    const writes = Array.from({ length: 24 }, (_, n) => {
      if (n % 3 === 0) {
        return insertVariedCases(context.db, {
          authorityId,
          userId,
          count: 5,
          prefix: 'BLK',
          offset: 700 + n * 5,
        });
      }
      if (n % 3 === 1) {
        return context.db.execute(sql`
          update cases set status_id = 1 + (id + ${n}) % 11, client_last_name = 'Aaa' || ${n}, updated_at = now()
          where authority_id = ${authorityId} and id % 24 = ${n}`);
      }
      return context.db.execute(
        sql`update cases set deleted_at = now() where authority_id = ${authorityId} and id % 24 = ${n}`,
      );
    });
    await Promise.all(writes);
    await expectExact();
  });

  it('makes a writer wait while another moves the boundaries, so its case is counted in the block it falls in', async () => {
    const raced = await createTestAuthority(context.db, { shortCode: 'RCE' });
    // 16 cases: each sort's one block is full; a 17th splits it.
    await insertVariedCases(context.db, { authorityId: raced, userId, count: 16, prefix: 'RCE' });
    const splitter = await context.db.$client.connect();
    const latecomer = await context.db.$client.connect();
    try {
      await splitter.query('begin');
      await splitter.query(
        `insert into cases (authority_id, case_number, client_first_name, client_last_name, address_line1, post_code,
           status_id, created_by_id, updated_by_id)
         values ($1, 'RCE-2025-00017', 'Zed', 'Zywicki', '1 High Street', 'ZE1 1AA', 1, $2, $2)`,
        [raced, userId],
      );
      const pid = (await latecomer.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      if (pid === undefined) throw new Error('the latecomer has no backend');
      // Between the 8th and 9th case numbers: in the middle piece of the split, not its first.
      const late = latecomer.query(
        `insert into cases (authority_id, case_number, client_first_name, client_last_name, address_line1, post_code,
           status_id, created_by_id, updated_by_id)
         values ($1, 'RCE-2025-000085', 'Mo', 'Mills', '1 High Street', 'MM1 1AA', 2, $2, $2)`,
        [raced, userId],
      );
      // The latecomer's statement waits for the splitter's transaction before it places its case.
      const latecomerState = { settled: false };
      const markSettled = () => {
        latecomerState.settled = true;
      };
      void late.then(markSettled, markSettled);
      let waiting = false;
      while (!waiting && !latecomerState.settled) {
        const activity = await context.db.execute<{ waiting: boolean }>(
          sql`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = ${pid}`,
        );
        waiting = activity.rows[0]?.waiting ?? false;
      }
      expect({ waiting, settled: latecomerState.settled }).toEqual({ waiting: true, settled: false });
      await splitter.query('commit');
      await late;
    } finally {
      splitter.release();
      latecomer.release();
    }
    await expectExact(raced);
    const blocks = await context.db.execute(
      sql`select count(*)::int as blocks from case_list_blocks where authority_id = ${raced} and sort = 'CaseNumber'`,
    );
    expect(blocks.rows).toEqual([{ blocks: 3 }]);
  });

  it('refuses a write to cases outside READ COMMITTED, where it could miss moved boundaries', async () => {
    await insertVariedCases(context.db, { authorityId, userId, count: 3, prefix: 'BLK', offset: 950 });
    const write = context.db.transaction(
      (tx) => tx.execute(sql`update cases set priority = 'Low' where authority_id = ${authorityId}`),
      { isolationLevel: 'repeatable read' },
    );
    const refusal = await write.then(
      () => undefined,
      (error: unknown) => findPostgresError(error)?.message,
    );
    expect(refusal).toMatch(/READ COMMITTED/);
    await expectExact();
  });
});
