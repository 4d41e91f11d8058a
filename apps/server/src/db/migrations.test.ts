import { APPLICATION_STATUSES, isOpenStatus, STATUS_ID } from '@casekeeper/contract';
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type TestDatabase } from '../test/database';
import { createDatabase, type Database, type DatabaseConnection } from './client';
import { runMigrations } from './migrate';
import { findPostgresError, PG_ERROR } from './postgres-error';
import { authorities, cases, contractors, webUsers } from './schema';
import { seedStatusMaster } from './seed';

let testDatabase: TestDatabase | undefined;
let connection: DatabaseConnection | undefined;
let db: Database;

beforeAll(async () => {
  testDatabase = await createEmptyDatabase();
  connection = createDatabase(testDatabase.url);
  ({ db } = connection);
  await runMigrations(db);
  await seedStatusMaster(db);
});

afterAll(async () => {
  await connection?.close();
  await testDatabase?.drop();
});

async function column<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute<{ value: T }>(query);
  return result.rows.map((row) => row.value);
}

function migrationCount(): Promise<number[]> {
  return column<number>(sql`select count(*)::int as value from drizzle.__drizzle_migrations`);
}

/** The SQLSTATE a rejected query failed with. */
async function failureCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return findPostgresError(error)?.code;
  }
  throw new Error('expected the query to be refused');
}

function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (rows.length !== 1 || row === undefined) throw new Error(`expected one row, got ${rows.length}`);
  return row;
}

async function insertAuthority(shortCode: string) {
  const rows = await db
    .insert(authorities)
    .values({ name: `${shortCode} Council`, shortCode })
    .returning({ id: authorities.id });
  return onlyRow(rows).id;
}

async function insertOfficer(authorityId: number, email: string) {
  const rows = await db
    .insert(webUsers)
    .values({
      email,
      firstName: 'Case',
      lastName: 'Officer',
      userType: 'AUTHORITY_USER',
      authorityId,
      role: 'READWRITE',
    })
    .returning({ id: webUsers.id });
  return onlyRow(rows).id;
}

describe('database migrations', () => {
  it('create every table on an empty database', async () => {
    const tables = await column<string>(
      sql`select tablename as value from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'action_diaries',
        'action_items',
        'application_status_master',
        'audit_log',
        'authorities',
        'bookmark_filters',
        'case_number_sequences',
        'case_pins',
        'case_status_history',
        'cases',
        'contractors',
        'files',
        'mail_outbox',
        'password_reset_tokens',
        'refresh_token_families',
        'refresh_tokens',
        'web_users',
      ]),
    );
  });

  it("read one clock's stops in a month by outcome from an index alone", async () => {
    const definitions = await column<string>(
      sql`select indexdef as value from pg_indexes where indexname = 'case_clocks_definition_stopped_idx'`,
    );
    expect(definitions).toEqual([
      expect.stringMatching(
        /case_clocks USING btree \(authority_id, definition_id, state, stopped_at\) INCLUDE \(case_id\)$/,
      ),
    ]);
  });

  it('give the counts a list page adds up indexes that carry them, on tables vacuumed soon after changes', async () => {
    const definitions = await column<string>(
      sql`select indexdef as value from pg_indexes where indexname like '%\_read\_idx' order by indexname`,
    );
    expect(definitions).toEqual([
      expect.stringMatching(
        /case_counts USING btree \(authority_id\) INCLUDE \(status_id, assigned_officer_id, clock_marks, cases\)$/,
      ),
      expect.stringMatching(
        /case_due_counts USING btree \(authority_id, next_running_due\) INCLUDE \(status_id, assigned_officer_id, cases\)$/,
      ),
    ]);
    const vacuumedAfter = await column<string>(
      sql`select relname || ' ' || coalesce(array_to_string(reloptions, ','), '') as value from pg_class
        where relname in ('case_counts', 'case_due_counts', 'cases')
        order by relname`,
    );
    const soon =
      'autovacuum_vacuum_scale_factor=0,autovacuum_vacuum_threshold=200,autovacuum_vacuum_insert_scale_factor=0,autovacuum_vacuum_insert_threshold=200';
    // The cases themselves keep PostgreSQL's default: vacuuming forty indexes is not cheap.
    expect(vacuumedAfter).toEqual([`case_counts ${soon}`, `case_due_counts ${soon}`, 'cases ']);
  });

  it('index the search columns with trigram GIN scoped by authority: names and post codes in their own tables, streets on cases', async () => {
    const definitions = await column<string>(
      sql`select indexdef as value from pg_indexes
        where tablename in ('cases', 'case_names', 'case_post_codes') and indexdef like '%gin_trgm_ops%'`,
    );
    expect(definitions.sort()).toEqual([
      expect.stringMatching(
        /ON ONLY public\.case_names USING gin \(authority_id, search_name gin_trgm_ops\) WITH \(fastupdate=off\)$/,
      ),
      expect.stringMatching(
        /ON ONLY public\.case_post_codes USING gin \(authority_id, post_code_compact gin_trgm_ops\) WITH \(fastupdate=off\)$/,
      ),
      expect.stringMatching(
        /ON public\.cases USING gin \(authority_id, lower\(address_line1\) gin_trgm_ops\) WITH \(fastupdate='false'\) WHERE \(deleted_at IS NULL\)$/,
      ),
    ]);
    // Each part's index is written straight too: a search reads no pending list.
    const partIndexes = await column<string>(
      sql`select coalesce(array_to_string(index.reloptions, ','), '') as value
        from pg_inherits part
        join pg_index on pg_index.indrelid = part.inhrelid
        join pg_class index on index.oid = pg_index.indexrelid
        join pg_am on pg_am.oid = index.relam and pg_am.amname = 'gin'
        where part.inhparent in ('case_names'::regclass, 'case_post_codes'::regclass)`,
    );
    expect(partIndexes).toHaveLength(64);
    expect(new Set(partIndexes)).toEqual(new Set(['fastupdate=off']));
  });

  it.each([
    [
      'client names',
      'case_names',
      sql`select search_name from case_names where authority_id = 7 and search_name % 'smith'`,
    ],
    [
      'post codes',
      'case_post_codes',
      sql`select post_code_compact from case_post_codes where authority_id = 7 and post_code_compact like '%LS53%'`,
    ],
  ])(
    "split the %s by authority, so that a search reads one part's trigram index",
    async (_, table, query) => {
      expect(
        await column<number>(
          sql`select count(*)::int as value from pg_inherits where inhparent = ${table}::regclass`,
        ),
      ).toEqual([32]);
      const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (costs off) ${query}`);
      const scanned = plan.rows
        .map((row) => row['QUERY PLAN'])
        .join('\n')
        .match(new RegExp(`on ${table}_\\d+`, 'g'));
      expect(scanned).toHaveLength(1);
    },
  );

  it('seed the status master with the twelve statuses in order', async () => {
    const names = await column<string>(
      sql`select name as value from application_status_master order by sort_order`,
    );
    expect(names).toEqual([
      'Enquiry',
      'Referral received',
      'Assessment',
      'Application submitted',
      'Approved',
      'Works ordered',
      'Works in progress',
      'Works completed',
      'Closed',
      'On hold',
      'Withdrawn',
      'Refused',
    ]);
  });

  it('change nothing when applied again', async () => {
    const before = await migrationCount();
    await runMigrations(db);
    await seedStatusMaster(db);
    expect(await migrationCount()).toEqual(before);
    expect(await column<number>(sql`select count(*)::int as value from application_status_master`)).toEqual([
      12,
    ]);
  });

  it('keep which statuses end a case in the status master, from the contract, and count ended cases by it', async () => {
    expect(
      await column<string>(
        sql`select name || ' ' || is_open as value from application_status_master order by id`,
      ),
    ).toEqual(APPLICATION_STATUSES.map((status) => `${status.name} ${isOpenStatus(status.id)}`));
    const authorityId = await insertAuthority('END');
    const officer = await insertOfficer(authorityId, 'officer@end.gov.uk');
    await db.insert(cases).values({
      authorityId,
      caseNumber: 'END-2025-00001',
      clientFirstName: 'Ada',
      clientLastName: 'Lovelace',
      addressLine1: '1 High Street',
      postCode: 'LS1 2CD',
      statusId: STATUS_ID.WITHDRAWN,
      createdById: officer,
      updatedById: officer,
    });
    const ended = () =>
      column<number>(sql`select coalesce(sum(f.ended), 0)::int as value
        from case_insight_facts(array(select c from cases c where c.authority_id = ${authorityId}), '{}') as f`);
    expect(await ended()).toEqual([1]);
    // Were Withdrawn to become open in the contract, the seed would say so, and the facts follow.
    await db.execute(
      sql`update application_status_master set is_open = true where id = ${STATUS_ID.WITHDRAWN}`,
    );
    expect(await ended()).toEqual([0]);
    await seedStatusMaster(db);
    expect(await ended()).toEqual([1]);
  });

  it('leave the functions and triggers docs/sql-functions.md lists, and no others', async () => {
    const page = readFileSync(new URL('../../../../docs/sql-functions.md', import.meta.url), 'utf8');
    const listed = (heading: string) => {
      const section = page.split(`## ${heading}`)[1]?.split('## ')[0] ?? '';
      return [...section.matchAll(/^\| `(\w+)` \| (?:`(\w+)` \|)?/gm)]
        .map((row) => (row[2] ? `${row[1]}.${row[2]}` : row[1]))
        .sort();
    };
    const functions = await column<string>(sql`select p.proname as value from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1`);
    const triggers = await column<string>(sql`select c.relname || '.' || t.tgname as value from pg_trigger t
      join pg_class c on c.oid = t.tgrelid where not t.tgisinternal order by 1`);
    expect(listed('Functions')).toEqual([...functions].sort());
    expect(listed('Triggers')).toEqual([...triggers].sort());
  });

  it('make the audit log refuse UPDATE and DELETE', async () => {
    await db.execute(sql`insert into audit_log (action) values ('TEST')`);
    expect(await failureCode(db.execute(sql`update audit_log set action = 'CHANGED'`))).toBe(
      PG_ERROR.insufficientPrivilege,
    );
    expect(await failureCode(db.execute(sql`delete from audit_log`))).toBe(PG_ERROR.insufficientPrivilege);
    expect(await column<string>(sql`select action as value from audit_log`)).toEqual(['TEST']);
  });

  it('refuse a second user whose e-mail differs only in case', async () => {
    const authorityId = await insertAuthority('MAIL');
    await insertOfficer(authorityId, 'jo.bloggs@example.gov.uk');
    expect(await failureCode(insertOfficer(authorityId, 'Jo.Bloggs@Example.GOV.UK'))).toBe(
      PG_ERROR.uniqueViolation,
    );
  });

  it("refuse a case that points at another authority's contractor", async () => {
    const ownAuthorityId = await insertAuthority('OWN');
    const otherAuthorityId = await insertAuthority('OTHER');
    const officerId = await insertOfficer(ownAuthorityId, 'officer@own.gov.uk');
    const otherContractor = onlyRow(
      await db
        .insert(contractors)
        .values({ authorityId: otherAuthorityId, companyName: 'Elsewhere Builders' })
        .returning({ id: contractors.id }),
    );

    const ownContractor = onlyRow(
      await db
        .insert(contractors)
        .values({ authorityId: ownAuthorityId, companyName: 'Local Builders' })
        .returning({ id: contractors.id }),
    );
    const newCase = (caseNumber: string, contractorId: number) => ({
      authorityId: ownAuthorityId,
      caseNumber,
      clientFirstName: 'Ada',
      clientLastName: 'Lovelace',
      addressLine1: '1 High Street',
      town: 'Leeds',
      postCode: 'LS1 2CD',
      statusId: 1,
      assignedOfficerId: officerId,
      contractorId,
      createdById: officerId,
      updatedById: officerId,
    });

    await db.insert(cases).values(newCase('OWN-2025-00001', ownContractor.id));
    expect(await failureCode(db.insert(cases).values(newCase('OWN-2025-00002', otherContractor.id)))).toBe(
      PG_ERROR.foreignKeyViolation,
    );
  });

  it("fill a case's search columns from its client and post code", async () => {
    const [row] = await db
      .select({ name: cases.searchName, postCode: cases.postCodeCompact })
      .from(cases)
      .where(sql`${cases.caseNumber} = 'OWN-2025-00001'`);
    expect(row).toEqual({ name: 'ada lovelace', postCode: 'LS12CD' });
  });

  it('keep case_counts and case_names equal to counting the live cases, through every kind of write', async () => {
    const authorityId = await insertAuthority('CNT');
    const first = await insertOfficer(authorityId, 'first@cnt.gov.uk');
    const second = await insertOfficer(authorityId, 'second@cnt.gov.uk');
    const newCase = (n: number, officerId: number | null) => ({
      authorityId,
      caseNumber: `CNT-2025-0000${n}`,
      clientFirstName: 'Ada',
      clientLastName: 'Lovelace',
      addressLine1: '1 High Street',
      postCode: 'LS1 2CD',
      statusId: 1,
      assignedOfficerId: officerId,
      createdById: first,
      updatedById: first,
    });
    const counted = () =>
      db.execute(sql`
        select assigned_officer_id, status_id, clock_marks, cases from case_counts
        where authority_id = ${authorityId} and cases <> 0 order by 1, 2, 3`);
    const names = async () => {
      const result = await db.execute(sql`
        select search_name, cases from case_names where authority_id = ${authorityId} order by 1`);
      return result.rows;
    };
    const actual = () =>
      db.execute(sql`
        select assigned_officer_id, status_id, clock_marks, count(*)::int as cases from cases
        where authority_id = ${authorityId} and deleted_at is null group by 1, 2, 3 order by 1, 2, 3`);

    await db.insert(cases).values([newCase(1, first), newCase(2, first), newCase(3, null)]);
    await db.insert(cases).values([newCase(4, second), newCase(5, second)]);
    await db.execute(sql`update cases set deleted_at = now() where case_number = 'CNT-2025-00005'`);
    await db.execute(sql`update cases set deleted_at = null where case_number = 'CNT-2025-00005'`);
    await db.execute(sql`delete from cases where case_number = 'CNT-2025-00005'`);
    await db.execute(sql`update cases set status_id = 3 where case_number = 'CNT-2025-00001'`);
    // Clock marks are counted too (migration 0027): the case moves to the row of its new marks.
    await db.execute(
      sql`update cases set clock_marks = 5 where case_number in ('CNT-2025-00001', 'CNT-2025-00003')`,
    );
    await db.execute(sql`update cases set clock_marks = 0 where case_number = 'CNT-2025-00003'`);
    await db.execute(
      sql`update cases set assigned_officer_id = ${second} where case_number = 'CNT-2025-00003'`,
    );
    await db.execute(sql`update cases set description = 'no move' where authority_id = ${authorityId}`);
    await db.execute(
      sql`update cases set client_first_name = 'Augusta' where case_number = 'CNT-2025-00003'`,
    );
    await db.execute(sql`update cases set client_first_name = 'Byron' where case_number = 'CNT-2025-00003'`);
    await db.execute(sql`update cases set deleted_at = now() where case_number = 'CNT-2025-00002'`);
    await db.execute(sql`delete from cases where case_number = 'CNT-2025-00004'`);
    expect((await counted()).rows).toEqual((await actual()).rows);
    expect((await actual()).rows).toEqual([
      { assigned_officer_id: first, status_id: 3, clock_marks: 5, cases: 1 },
      { assigned_officer_id: second, status_id: 1, clock_marks: 0, cases: 1 },
    ]);
    // A name no live case has any more is gone.
    expect(await names()).toEqual([
      { search_name: 'ada lovelace', cases: 1 },
      { search_name: 'byron lovelace', cases: 1 },
    ]);
  });

  it('keep case_due_counts equal to counting the live cases by next running due date, dropping the rows left at zero', async () => {
    const authorityId = await insertAuthority('DUE');
    const officer = await insertOfficer(authorityId, 'officer@due.gov.uk');
    const dueCase = (n: number, nextRunningDue: string | null) => ({
      authorityId,
      caseNumber: `DUE-2025-0000${n}`,
      clientFirstName: 'Ada',
      clientLastName: 'Lovelace',
      addressLine1: '1 High Street',
      postCode: 'LS1 2CD',
      statusId: 1,
      assignedOfficerId: n % 2 === 0 ? officer : null,
      nextRunningDue,
      createdById: officer,
      updatedById: officer,
    });
    const kept = async () =>
      (
        await db.execute(sql`
          select next_running_due::text as due, assigned_officer_id, status_id, cases from case_due_counts
          where authority_id = ${authorityId} order by 1, 2, 3`)
      ).rows;
    const actual = async () =>
      (
        await db.execute(sql`
          select next_running_due::text as due, assigned_officer_id, status_id, count(*)::int as cases from cases
          where authority_id = ${authorityId} and deleted_at is null and next_running_due is not null
          group by 1, 2, 3 order by 1, 2, 3`)
      ).rows;
    const update = (set: SQL, caseNumbers: string) =>
      db.execute(
        sql`update cases set ${set} where authority_id = ${authorityId} and case_number in (${sql.raw(caseNumbers)})`,
      );

    await db
      .insert(cases)
      .values([
        dueCase(1, '2026-12-01'),
        dueCase(2, '2026-12-01'),
        dueCase(3, '2026-12-02'),
        dueCase(4, null),
        dueCase(5, '2026-12-01'),
      ]);
    expect(await kept()).toEqual(await actual());
    expect(await kept()).toHaveLength(3);
    // A clock moves on, another starts, a case is reassigned and moved on, one is soft-deleted and
    // one restored, one deleted outright.
    await update(sql`next_running_due = '2026-12-09'`, "'DUE-2025-00003'");
    await update(sql`next_running_due = '2026-12-02'`, "'DUE-2025-00004'");
    await update(sql`assigned_officer_id = null, status_id = 3`, "'DUE-2025-00002'");
    await update(sql`deleted_at = now()`, "'DUE-2025-00001', 'DUE-2025-00005'");
    await update(sql`deleted_at = null`, "'DUE-2025-00005'");
    await update(sql`description = 'no move'`, "'DUE-2025-00002', 'DUE-2025-00003'");
    await db.execute(
      sql`delete from cases where authority_id = ${authorityId} and case_number = 'DUE-2025-00004'`,
    );
    expect(await kept()).toEqual(await actual());
    expect(await kept()).toEqual([
      { due: '2026-12-01', assigned_officer_id: null, status_id: 1, cases: 1 },
      { due: '2026-12-01', assigned_officer_id: null, status_id: 3, cases: 1 },
      { due: '2026-12-09', assigned_officer_id: null, status_id: 1, cases: 1 },
    ]);
    // No row is left at zero.
    const zeros = await db.execute(sql`select count(*)::int as n from case_due_counts where cases = 0`);
    expect(zeros.rows).toEqual([{ n: 0 }]);
  });
});

describe('case_post_codes', () => {
  let authorityId: number;
  let officerId: number;
  let otherAuthorityId: number;

  beforeAll(async () => {
    authorityId = await insertAuthority('PCD');
    officerId = await insertOfficer(authorityId, 'officer@pcd.gov.uk');
    otherAuthorityId = await insertAuthority('PCDX');
  });

  const newCase = (n: number, postCode: string, authority = authorityId) => ({
    authorityId: authority,
    caseNumber: `${authority === authorityId ? 'PCD' : 'PCDX'}-2025-0000${n}`,
    clientFirstName: 'Ada',
    clientLastName: 'Lovelace',
    addressLine1: '1 High Street',
    postCode,
    statusId: 1,
    assignedOfficerId: authority === authorityId ? officerId : null,
    createdById: officerId,
    updatedById: officerId,
  });
  const kept = async () =>
    (
      await db.execute(sql`
        select authority_id, post_code_compact, cases from case_post_codes
        where authority_id in (${authorityId}, ${otherAuthorityId}) order by 1, 2`)
    ).rows;
  const actual = async () =>
    (
      await db.execute(sql`
        select authority_id, post_code_compact, count(*)::int as cases from cases
        where authority_id in (${authorityId}, ${otherAuthorityId}) and deleted_at is null
        group by 1, 2 order by 1, 2`)
    ).rows;
  const write = (statement: ReturnType<typeof sql>) => db.execute(statement);

  it('keeps each post code of the live cases with how many have it, through every kind of write', async () => {
    await db
      .insert(cases)
      .values([
        newCase(1, 'LS1 2CD'),
        newCase(2, 'LS1 2CD'),
        newCase(3, 'B33 8TH'),
        newCase(4, 'LS1 2CD', otherAuthorityId),
      ]);
    expect(await kept()).toEqual([
      { authority_id: authorityId, post_code_compact: 'B338TH', cases: 1 },
      { authority_id: authorityId, post_code_compact: 'LS12CD', cases: 2 },
      { authority_id: otherAuthorityId, post_code_compact: 'LS12CD', cases: 1 },
    ]);

    // Updates that move nothing: another column, or the same post code written again.
    await write(sql`update cases set description = 'no move' where authority_id = ${authorityId}`);
    await write(sql`update cases set post_code = post_code where authority_id = ${authorityId}`);
    expect(await kept()).toEqual(await actual());

    // A changed post code moves its case; the post code left with none is forgotten.
    await write(sql`update cases set post_code = 'SW1A 1AA' where case_number = 'PCD-2025-00003'`);
    expect(await kept()).toEqual([
      { authority_id: authorityId, post_code_compact: 'LS12CD', cases: 2 },
      { authority_id: authorityId, post_code_compact: 'SW1A1AA', cases: 1 },
      { authority_id: otherAuthorityId, post_code_compact: 'LS12CD', cases: 1 },
    ]);

    // Two cases swapping post codes in one statement move nothing.
    await write(sql`
      update cases set post_code = case post_code when 'LS1 2CD' then 'SW1A 1AA' else 'LS1 2CD' end
      where case_number in ('PCD-2025-00001', 'PCD-2025-00003')`);
    expect(await kept()).toEqual(await actual());

    // A soft delete takes the case out, a restore puts it back; a deleted case's post code counts nothing.
    await write(sql`update cases set deleted_at = now() where case_number = 'PCD-2025-00002'`);
    await write(sql`update cases set deleted_at = now() where case_number = 'PCD-2025-00003'`);
    expect(await kept()).toEqual([
      { authority_id: authorityId, post_code_compact: 'SW1A1AA', cases: 1 },
      { authority_id: otherAuthorityId, post_code_compact: 'LS12CD', cases: 1 },
    ]);
    await write(sql`update cases set post_code = 'YO1 7HH' where case_number = 'PCD-2025-00002'`);
    expect(await kept()).toEqual(await actual());
    await write(sql`update cases set deleted_at = null where case_number = 'PCD-2025-00002'`);
    expect(await kept()).toEqual([
      { authority_id: authorityId, post_code_compact: 'SW1A1AA', cases: 1 },
      { authority_id: authorityId, post_code_compact: 'YO17HH', cases: 1 },
      { authority_id: otherAuthorityId, post_code_compact: 'LS12CD', cases: 1 },
    ]);

    // A hard delete, of a live case and of a deleted one.
    await write(sql`delete from cases where case_number in ('PCD-2025-00001', 'PCD-2025-00003')`);
    await write(sql`delete from cases where case_number = 'PCDX-2025-00004'`);
    expect(await kept()).toEqual([{ authority_id: authorityId, post_code_compact: 'YO17HH', cases: 1 }]);

    // Many cases in one statement, and a rolled-back write leaves nothing behind.
    await db.insert(cases).values([5, 6, 7, 8].map((n) => newCase(n, n % 2 === 0 ? 'HG1 1AA' : 'hg11aa')));
    await write(
      sql`update cases set post_code = 'WF1 2AB' where case_number in ('PCD-2025-00005', 'PCD-2025-00006')`,
    );
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update cases set post_code = 'HX1 1AA' where authority_id = ${authorityId}`);
        tx.rollback();
      })
      .catch(() => {});
    expect(await kept()).toEqual([
      { authority_id: authorityId, post_code_compact: 'HG11AA', cases: 2 },
      { authority_id: authorityId, post_code_compact: 'WF12AB', cases: 2 },
      { authority_id: authorityId, post_code_compact: 'YO17HH', cases: 1 },
    ]);
    expect(await kept()).toEqual(await actual());
  });
});
