import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findPostgresError } from '../../db/postgres-error';
import { auditLog } from '../../db/schema';
import { apiCalls, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { grantApplicationRole } from './grant-application-role';

const context = useTestApp();
const { post } = apiCalls(context);

let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(context, { role: 'ADMIN' });
});

/** What PostgreSQL answered `statement`, run on the app's own connection. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const found = findPostgresError(error);
    return `${found?.code ?? 'no code'}: ${found?.message ?? String(error)}`;
  }
  return 'allowed';
}

const asApp = (text: string) => refusal(context.db.execute(sql.raw(text)));

describe('the role the product runs as', () => {
  it('is neither a superuser nor the owner of any table, and may make neither roles nor databases', async () => {
    const [role] = (
      await context.db.execute<{ super: boolean; createRole: boolean; createDb: boolean; owned: number }>(sql`
        select rolsuper as super, rolcreaterole as "createRole", rolcreatedb as "createDb",
          (select count(*)::int from pg_class where relowner = pg_roles.oid) as owned
        from pg_roles where rolname = current_user`)
    ).rows;
    expect(role).toEqual({ super: false, createRole: false, createDb: false, owned: 0 });
  });

  it('writes and reads the audit log through the API', async () => {
    const added = await post('/case/add', admin, {
      clientFirstName: 'Ada',
      clientLastName: 'Lovelace',
      addressLine1: '12 Mill Lane',
      postCode: 'B33 8TH',
      assignedOfficerId: admin.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const caseId = added.json<{ data: { id: number } }>().data.id;
    expect(await lastAudit(context.db, 'case.create', caseId)).toMatchObject({ actorId: admin.id });
  });

  it('can neither turn the audit log’s triggers off nor change, empty or drop it', async () => {
    expect(await asApp('alter table audit_log disable trigger all')).toBe(
      '42501: must be owner of table audit_log',
    );
    expect(await asApp('alter table audit_log disable trigger audit_log_refuse_update_delete')).toBe(
      '42501: must be owner of table audit_log',
    );
    // Refused by its rights, before the append-only trigger is reached.
    expect(await asApp(`update audit_log set action = 'changed'`)).toBe(
      '42501: permission denied for table audit_log',
    );
    expect(await asApp('delete from audit_log')).toBe('42501: permission denied for table audit_log');
    expect(await asApp('truncate audit_log')).toBe('42501: permission denied for table audit_log');
    expect(await asApp('drop table audit_log')).toBe('42501: must be owner of table audit_log');
    expect(await context.db.$count(auditLog)).toBeGreaterThan(0);
  });

  it('can neither drop, empty nor alter the product’s other tables, nor make roles', async () => {
    expect(await asApp('drop table cases')).toBe('42501: must be owner of table cases');
    expect(await asApp('truncate web_users cascade')).toBe('42501: permission denied for table web_users');
    expect(await asApp('alter table cases disable trigger all')).toBe('42501: must be owner of table cases');
    expect(await asApp('drop schema pgboss cascade')).toBe('42501: must be owner of schema pgboss');
    expect(await asApp('create table intruder (note text)')).toBe(
      '42501: permission denied for schema public',
    );
    expect(await asApp('create schema intruder')).toBe(
      `42501: permission denied for database ${context.databaseName}`,
    );
    expect(await asApp(`create role intruder login`)).toBe('42501: permission denied to create role');
    expect(await asApp('set session_replication_role = replica')).toBe(
      '42501: permission denied to set parameter "session_replication_role"',
    );
    expect(await asApp('select * from drizzle.__drizzle_migrations')).toBe(
      '42501: permission denied for schema drizzle',
    );
  });

  it('gets exactly its rights back at each start, whatever was granted since, and tables added later', async () => {
    const role = (await context.db.execute<{ role: string }>(sql`select current_user as role`)).rows[0]?.role;
    if (role === undefined) throw new Error('no current user');
    await context.ownerDb.execute(sql.raw(`grant all on audit_log to ${role}`));
    await context.ownerDb.execute(sql`create table later_migration_table (note text)`);
    await grantApplicationRole(context.ownerDb, role);

    expect(await asApp('truncate audit_log')).toBe('42501: permission denied for table audit_log');
    expect(await asApp(`insert into later_migration_table values ('granted by default')`)).toBe('allowed');
    expect(await asApp('truncate later_migration_table')).toBe(
      '42501: permission denied for table later_migration_table',
    );
  });
});
