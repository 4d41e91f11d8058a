import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type TestDatabase } from '../test/database';
import { createDatabase, type Database, type DatabaseConnection } from './client';
import { runMigrations } from './migrate';
import { findPostgresError, PG_ERROR } from './postgres-error';
import { authorities, cases, contractors, webUsers } from './schema';
import { seedStatusMaster } from './seed';

let testDatabase: TestDatabase;
let connection: DatabaseConnection;
let db: Database;

beforeAll(async () => {
  testDatabase = await createEmptyDatabase();
  connection = createDatabase(testDatabase.url);
  db = connection.db;
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

async function insertAuthority(shortCode: string) {
  const [row] = await db
    .insert(authorities)
    .values({ name: `${shortCode} Council`, shortCode })
    .returning({ id: authorities.id });
  return row!.id;
}

async function insertOfficer(authorityId: number, email: string) {
  const [row] = await db
    .insert(webUsers)
    .values({ email, firstName: 'Case', lastName: 'Officer', userType: 'AUTHORITY_USER', authorityId, role: 'READWRITE' })
    .returning({ id: webUsers.id });
  return row!.id;
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

  it('index the three search columns with trigram GIN scoped by authority', async () => {
    const definitions = await column<string>(
      sql`select indexdef as value from pg_indexes where tablename = 'cases' and indexdef like '%gin_trgm_ops%'`,
    );
    expect(definitions.sort()).toEqual([
      expect.stringMatching(/USING gin \(authority_id, post_code_compact gin_trgm_ops\)/),
      expect.stringMatching(/USING gin \(authority_id, search_address gin_trgm_ops\)/),
      expect.stringMatching(/USING gin \(authority_id, search_name gin_trgm_ops\)/),
    ]);
  });

  it('seed the status master with the eleven statuses in order', async () => {
    const names = await column<string>(sql`select name as value from application_status_master order by sort_order`);
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
    ]);
  });

  it('change nothing when applied again', async () => {
    const before = await migrationCount();
    await runMigrations(db);
    await seedStatusMaster(db);
    expect(await migrationCount()).toEqual(before);
    expect(await column<number>(sql`select count(*)::int as value from application_status_master`)).toEqual([11]);
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
    expect(await failureCode(insertOfficer(authorityId, 'Jo.Bloggs@Example.GOV.UK'))).toBe(PG_ERROR.uniqueViolation);
  });

  it("refuse a case that points at another authority's contractor", async () => {
    const ownAuthorityId = await insertAuthority('OWN');
    const otherAuthorityId = await insertAuthority('OTHER');
    const officerId = await insertOfficer(ownAuthorityId, 'officer@own.gov.uk');
    const [otherContractor] = await db
      .insert(contractors)
      .values({ authorityId: otherAuthorityId, companyName: 'Elsewhere Builders' })
      .returning({ id: contractors.id });

    const insertCase = db.insert(cases).values({
      authorityId: ownAuthorityId,
      caseNumber: 'OWN-2025-00001',
      clientFirstName: 'Ada',
      clientLastName: 'Lovelace',
      addressLine1: '1 High Street',
      postCode: 'AB1 2CD',
      statusId: 1,
      contractorId: otherContractor!.id,
      createdById: officerId,
      updatedById: officerId,
    });
    expect(await failureCode(insertCase)).toBe(PG_ERROR.foreignKeyViolation);
  });
});
