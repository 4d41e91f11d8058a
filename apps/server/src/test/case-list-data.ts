import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Blocks of about `target` cases (split past twice that, merged under a quarter) in this test
 * file's own database, so a few hundred cases make many blocks and their edges.
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
 * referral dates shared by many (ties the id breaks), names in mixed case and with an
 * apostrophe, a fifth with no referral date, all with one updated_at.
 */
export async function insertVariedCases(
  db: Database,
  options: { authorityId: number; userId: number; count: number; prefix: string; offset?: number },
): Promise<void> {
  const { authorityId, userId, count, prefix, offset = 0 } = options;
  await db.execute(sql`
    insert into cases (authority_id, case_number, client_first_name, client_last_name, address_line1,
      post_code, status_id, priority, referral_date, created_by_id, updated_by_id)
    select ${authorityId}, ${prefix} || '-2026-' || lpad((${offset} + n)::text, 5, '0'),
      (array['Ann', 'bob', 'Cy', 'ann'])[1 + n % 4],
      (array['Smith', 'jones', 'Smith', 'Adams', 'JONES', 'O''Brien', 'Oban'])[1 + n % 7],
      n || ' High Street',
      (array['LS1 1AA', 'BD2 2BB', 'LS1 1AB', 'HX1 9ZZ'])[1 + n % 4],
      1 + (n * 5) % 11,
      (array['Low', 'Normal', 'High', 'Urgent'])[1 + (n / 3) % 4],
      case when n % 5 = 0 then null else date '2026-01-01' + n % 13 end,
      ${userId}, ${userId}
    from generate_series(1, ${count}) as n`);
}
