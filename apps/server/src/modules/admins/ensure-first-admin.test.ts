import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { auditLog, webUsers } from '../../db/schema';
import { verifyPassword } from '../../platform/auth/password-hashing';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from './ensure-first-admin';

let testDatabase: TestDatabase;
let database: { db: Database; close(): Promise<void> };

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  database = createDatabase(testDatabase.url);
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe('ensureFirstAdmin', () => {
  it('creates the admin from the configured e-mail and password, once, with an audit row', async () => {
    const created = await ensureFirstAdmin(database.db, {
      ADMIN_EMAIL: 'Chief@Council.gov.uk',
      ADMIN_PASSWORD: 'a-configured-password',
    });
    expect(created).toEqual({ email: 'chief@council.gov.uk', generatedPassword: null });

    const admins = await database.db.select().from(webUsers).where(eq(webUsers.userType, 'ADMIN'));
    expect(admins).toHaveLength(1);
    expect(await verifyPassword(admins[0]?.passwordHash ?? '', 'a-configured-password')).toBe(true);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.create-first-admin'));
    expect(audit).toHaveLength(1);

    const again = await ensureFirstAdmin(database.db, {
      ADMIN_EMAIL: 'someone-else@council.gov.uk',
      ADMIN_PASSWORD: 'another-password-123',
    });
    expect(again).toBeNull();
    expect(await database.db.select().from(webUsers)).toHaveLength(1);
  });

  it('generates a strong password when none is configured', async () => {
    const other = await createMigratedDatabase();
    const otherDatabase = createDatabase(other.url);
    try {
      const created = await ensureFirstAdmin(otherDatabase.db, {});
      expect(created?.email).toBe(DEFAULT_ADMIN_EMAIL);
      expect(created?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const [admin] = await otherDatabase.db.select().from(webUsers);
      expect(await verifyPassword(admin?.passwordHash ?? '', created?.generatedPassword ?? '')).toBe(true);
    } finally {
      await otherDatabase.close();
      await other.drop();
    }
  });
});
