import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Blocks of about `target` cases (split past twice that, merged under a quarter) in this test
 * file's own database, so a few hundred cases make many blocks and their edges. `db` must own the
 * function (a test's ownerDb).
 */
export async function useSmallCaseListBlocks(db: Database, target: number): Promise<void> {
  await db.execute(
    sql.raw(
      `create or replace function case_list_block_target() returns integer language sql stable as $$ select ${Math.trunc(target)} $$`,
    ),
  );
}

/**
 * `count` cases in one statement with every sort's awkward values: names, post codes and
 * referral and next due dates shared by many (ties the id breaks), names in mixed case and
 * with an apostrophe, a fifth with no referral date and a third with no next due date, all with one updated_at. Numbered in 2025, so the
 * API's new cases (this year's numbers) do not collide with them.
 */
export async function insertVariedCases(
  db: Database,
  options: { authorityId: number; userId: number; count: number; prefix: string; offset?: number },
): Promise<void> {
  const { authorityId, userId, count, prefix, offset = 0 } = options;
  await db.execute(sql`
    insert into cases (authority_id, case_number, client_first_name, client_last_name, address_line1,
      post_code, status_id, priority, referral_date, next_clock_due, created_by_id, updated_by_id)
    select ${authorityId}, ${prefix} || '-2025-' || lpad((${offset} + n)::text, 5, '0'),
      (array['Ann', 'bob', 'Cy', 'ann'])[1 + n % 4],
      (array['Smith', 'jones', 'Smith', 'Adams', 'JONES', 'O''Brien', 'Oban'])[1 + n % 7],
      n || ' High Street',
      (array['LS1 1AA', 'BD2 2BB', 'LS1 1AB', 'HX1 9ZZ'])[1 + n % 4],
      1 + (n * 5) % 11,
      (array['Low', 'Normal', 'High', 'Urgent'])[1 + (n / 3) % 4],
      case when n % 5 = 0 then null else date '2026-01-01' + n % 13 end,
      case when n % 3 = 0 then null else date '2026-12-01' + n % 11 end,
      ${userId}, ${userId}
    from generate_series(1, ${count}) as n`);
}

/** The case list's order, as one ORDER BY over raw columns: the reference its pages are held to. */
const REFERENCE_KEYS: Record<string, string[]> = {
  CaseManagerDetailId: [],
  CaseNumber: ['c.case_year', 'c.case_sequence'],
  ClientName: ['lower(c.client_last_name)', 'lower(c.client_first_name)'],
  PostCode: ['c.post_code'],
  Status: ['s.sort_order'],
  Priority: ["array_position(array['Low','Normal','High','Urgent'], c.priority)"],
  Officer: ['lower(o.last_name)', 'lower(o.first_name)'],
  ReferralDate: ['c.referral_date'],
  UpdatedAt: ['c.updated_at'],
  NextDue: ['c.next_clock_due'],
};

/** Every case of the list, in order: the viewer's pinned first, then the column (empty values last) and the id. */
export async function referenceCaseOrder(
  db: Database,
  list: {
    authorityId: number;
    viewerId: number;
    officerId?: number;
    sortCol: string;
    dir: 'asc' | 'desc';
    statusIds: number[];
  },
): Promise<number[]> {
  const keys = (REFERENCE_KEYS[list.sortCol] ?? []).map((key) => `${key} ${list.dir} nulls last, `).join('');
  const officerOnly = list.officerId === undefined ? '' : `and c.assigned_officer_id = ${list.officerId}`;
  const statuses = list.statusIds.length > 0 ? `and c.status_id in (${list.statusIds.join(',')})` : '';
  const result = await db.execute<{ id: number }>(
    sql.raw(`
      select c.id from cases c
      join application_status_master s on s.id = c.status_id
      left join web_users o on o.id = c.assigned_officer_id
      left join case_pins p on p.case_id = c.id and p.web_user_id = ${list.viewerId}
      where c.authority_id = ${list.authorityId} and c.deleted_at is null ${officerOnly} ${statuses}
      order by (p.case_id is not null) desc, ${keys} c.id ${list.dir}`),
  );
  return result.rows.map((row) => row.id);
}
