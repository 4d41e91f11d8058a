import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';
import { myActionStatements } from './my-actions-repository';
import { myClockCasesStatement } from './my-clocks-repository';
import type { MyWorkOwner } from './my-work-owner';

/**
 * My work reads one person's items and cases by the indexes the alarms and the case list use,
 * never an authority's whole caseload: on an authority of many cases and officers, each
 * statement's plan reads the officer's range of an officer index and no table from end to end.
 * `MY_WORK_PLAN_CASES` seeds more (the plans in docs/my-work.md were read at 200,000) and
 * `MY_WORK_PLAN_PRINT=1` prints them with their timings.
 */
const context = useTestApp();
const CASES = Number(process.env.MY_WORK_PLAN_CASES ?? 20_000);
const OFFICERS = 40;
const NOW = new Date('2026-06-15T09:00:00Z');
const END_OF_TODAY = new Date('2026-06-15T23:00:00Z');
let owner: MyWorkOwner;

beforeAll(async () => {
  const db = context.ownerDb;
  const authorityId = await createTestAuthority(db);
  const admin = await createTestUser(db, { role: 'ADMIN', authorityId });
  await db.execute(sql`
    insert into web_users (email, first_name, last_name, user_type, role, authority_id)
    select 'plan.officer.' || n || '.' || ${authorityId} || '@council.gov.uk', 'Officer', 'No ' || n,
      'AUTHORITY_USER', 'READWRITE', ${authorityId}
    from generate_series(1, ${OFFICERS}) n`);
  await db.execute(sql`
    insert into cases (authority_id, case_number, client_first_name, client_last_name, address_line1,
      post_code, status_id, assigned_officer_id, created_by_id, updated_by_id)
    select ${authorityId}, 'MWP-2026-' || lpad(n::text, 6, '0'), 'Ann', 'Client ' || n, n || ' High Street',
      'LS1 1AA', 1 + n % 11,
      (select id from web_users where authority_id = ${authorityId} and role = 'READWRITE'
        order by id offset n % ${OFFICERS} limit 1),
      ${admin.id}, ${admin.id}
    from generate_series(1, ${CASES}) n`);
  await db.execute(sql`
    insert into action_diaries (authority_id, case_id, title, created_by_id)
    select authority_id, id, 'Visits', ${admin.id} from cases where authority_id = ${authorityId}`);
  // Four items a case over four months around now, three in four of them done.
  await db.execute(sql`
    insert into action_items (authority_id, diary_id, case_id, prefix, description, scheduled_at,
      is_completed, kind, text_body, created_by_id)
    select d.authority_id, d.id, d.case_id, 'Call', 'Ring the client',
      ${NOW.toISOString()}::timestamptz + ((d.id * 7 + k * 13) % 120 - 60) * interval '1 day',
      (d.id + k) % 4 <> 0, 'TEXT', 'About the visit', ${admin.id}
    from action_diaries d cross join generate_series(1, 4) k where d.authority_id = ${authorityId}`);
  // A clock on every case (the authority's first), a third past amber, a tenth past red, a sixth stopped.
  await db.execute(sql`
    insert into case_clocks (authority_id, case_id, definition_id, state, stopped_at, due_date, amber_at, red_at)
    select c.authority_id, c.id, d.id, 'running', case when c.id % 6 = 0 then ${NOW.toISOString()}::timestamptz end,
      date '2026-06-15' + (c.id % 30 - 5), ${NOW.toISOString()}::timestamptz + (c.id % 30 - 10) * interval '1 day',
      ${NOW.toISOString()}::timestamptz + (c.id % 30 - 3) * interval '1 day'
    from cases c join clock_definitions d on d.authority_id = c.authority_id
    where c.authority_id = ${authorityId}
      and d.id = (select min(id) from clock_definitions where authority_id = ${authorityId})`);
  await db.execute(sql`analyze`);
  const [busiest] = (
    await db.execute<{ id: number }>(sql`
      select assigned_officer_id as id from cases where authority_id = ${authorityId}
      group by 1 order by count(*) desc limit 1`)
  ).rows;
  owner = { authorityId, webUserId: busiest?.id ?? 0 };
}, 600_000);

async function planOf(statement: SQLWrapper): Promise<string> {
  const explain = process.env.MY_WORK_PLAN_PRINT ? sql`explain (analyze, buffers)` : sql`explain`;
  const result = await context.db.execute<{ 'QUERY PLAN': string }>(sql`${explain} ${statement}`);
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  if (process.env.MY_WORK_PLAN_PRINT) console.log(plan);
  return plan;
}

describe("My work's statements", () => {
  it("read the officer's open items from action_items_officer_open_idx, by due time or by case", async () => {
    for (const sort of ['due', 'case'] as const) {
      const statements = myActionStatements(
        context.db,
        owner,
        { now: NOW, endOfToday: END_OF_TODAY },
        { filter: 'due', type: undefined, sort, dir: 'asc', offset: 0, limit: 25 },
      );
      for (const statement of [statements.page, statements.counts]) {
        const plan = await planOf(statement);
        expect(plan).toContain('action_items_officer_open_idx');
        expect(plan).not.toMatch(/Seq Scan on (action_items|cases)/);
      }
    }
  });

  it("read the officer's cases with amber or red clocks from an officer index of cases", async () => {
    const plan = await planOf(myClockCasesStatement(owner, NOW, 25));
    expect(plan).toMatch(/cases_(authority_officer_status|list_officer)_idx/);
    expect(plan).not.toMatch(/Seq Scan on (cases|case_clocks)/);
  });
});
