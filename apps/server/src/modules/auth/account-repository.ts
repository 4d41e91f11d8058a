import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { authorities, webUsers } from '../../db/schema';
import { AUTH_MESSAGES } from './auth-messages';

/** A web user as signing in sees it: credentials, session fields and what may refuse it. */
export type Account = {
  id: number;
  email: string;
  passwordHash: string | null;
  firstName: string;
  userType: (typeof webUsers.$inferSelect)['userType'];
  role: (typeof webUsers.$inferSelect)['role'];
  authorityId: number | null;
  themeMode: (typeof webUsers.$inferSelect)['themeMode'];
  isActive: boolean;
  deletedAt: Date | null;
  failedLoginCount: number;
  lockedUntil: Date | null;
  authorityIsActive: boolean | null;
  authorityDeletedAt: Date | null;
};

const accountColumns = {
  id: webUsers.id,
  email: webUsers.email,
  passwordHash: webUsers.passwordHash,
  firstName: webUsers.firstName,
  userType: webUsers.userType,
  role: webUsers.role,
  authorityId: webUsers.authorityId,
  themeMode: webUsers.themeMode,
  isActive: webUsers.isActive,
  deletedAt: webUsers.deletedAt,
  failedLoginCount: webUsers.failedLoginCount,
  lockedUntil: webUsers.lockedUntil,
  authorityIsActive: authorities.isActive,
  authorityDeletedAt: authorities.deletedAt,
};

function selectAccounts(db: Executor) {
  return db
    .select(accountColumns)
    .from(webUsers)
    .leftJoin(authorities, eq(authorities.id, webUsers.authorityId));
}

/** The account with this e-mail address, compared case-insensitively (deleted ones included). */
export async function findAccountByEmail(db: Executor, email: string): Promise<Account | undefined> {
  const [account] = await selectAccounts(db).where(sql`lower(${webUsers.email}) = lower(${email.trim()})`);
  return account;
}

export async function findAccountById(db: Executor, id: number): Promise<Account | undefined> {
  const [account] = await selectAccounts(db).where(eq(webUsers.id, id));
  return account;
}

function prepareSessionFields(db: Database) {
  return db
    .select({
      id: webUsers.id,
      userType: webUsers.userType,
      role: webUsers.role,
      authorityId: webUsers.authorityId,
      firstName: webUsers.firstName,
      themeMode: webUsers.themeMode,
    })
    .from(webUsers)
    .where(eq(webUsers.id, sql.placeholder('id')))
    .prepare('find_session_fields');
}
const preparedSessionFields = new WeakMap<Database, ReturnType<typeof prepareSessionFields>>();

/**
 * The fields a session answer carries, read afresh on every signed-in page load (GET /me): one
 * table, one prepared statement. Whether the account may still sign in is not asked here: ending
 * an account ends its sessions, which the access check already refuses.
 */
export async function findSessionFields(db: Database, id: number) {
  let prepared = preparedSessionFields.get(db);
  if (!prepared) {
    prepared = prepareSessionFields(db);
    preparedSessionFields.set(db, prepared);
  }
  const [fields] = await prepared.execute({ id });
  return fields;
}

/** Why this account may not have a session, or null when it may. */
export function accountRefusal(account: Account): string | null {
  if (!account.isActive || account.deletedAt !== null) return AUTH_MESSAGES.accountInactive;
  if (
    account.authorityId !== null &&
    (account.authorityIsActive !== true || account.authorityDeletedAt !== null)
  ) {
    return AUTH_MESSAGES.authorityInactive;
  }
  return null;
}
