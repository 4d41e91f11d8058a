import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { webUsers } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { hashPassword } from '../../platform/auth/password-hashing';
import type { Config } from '../../platform/config/config';

export const DEFAULT_ADMIN_EMAIL = 'admin@casekeeper.local';

export type FirstAdmin = { email: string; generatedPassword: string | null };

/**
 * On a database with no platform admin, creates one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated password the caller shows once. Returns null when an admin already exists: a later
 * start never changes an existing account.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<FirstAdmin | null> {
  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generatedPassword = config.ADMIN_PASSWORD ? null : randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD ?? generatedPassword ?? '');

  return db.transaction(async (tx) => {
    // Serialises concurrent first starts against one database.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('casekeeper:first-admin'))`);
    const existing = await tx
      .select({ id: webUsers.id })
      .from(webUsers)
      .where(eq(webUsers.userType, 'ADMIN'))
      .limit(1);
    if (existing.length > 0) return null;

    const [admin] = await tx
      .insert(webUsers)
      .values({ email, passwordHash, firstName: 'Platform', lastName: 'Admin', userType: 'ADMIN' })
      .returning({ id: webUsers.id });
    await recordAudit(tx, {
      action: 'user.create-first-admin',
      entityType: 'web_user',
      entityId: String(admin?.id),
      actorId: admin?.id ?? null,
      after: { email, userType: 'ADMIN' },
    });
    return { email, generatedPassword };
  });
}
