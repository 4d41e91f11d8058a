import type { Profile } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { personColumns } from '../../db/account-columns';
import type { Executor } from '../../db/client';
import { authorities, webUsers } from '../../db/schema';
import { findPendingEmail } from '../account-email';

/** The signed-in user's own profile; fields picked one by one so a new column never leaks. */
export async function findProfile(db: Executor, webUserId: number): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      webUserId: webUsers.id,
      ...personColumns,
      userType: webUsers.userType,
      role: webUsers.role,
      authorityName: authorities.name,
      themeMode: webUsers.themeMode,
      alarmDigest: webUsers.alarmDigest,
      lastLoginAt: webUsers.lastLoginAt,
      version: webUsers.version,
    })
    .from(webUsers)
    .leftJoin(authorities, eq(authorities.id, webUsers.authorityId))
    .where(eq(webUsers.id, webUserId));
  if (!row) return undefined;
  const pendingEmail = await findPendingEmail(db, webUserId);
  return { ...row, pendingEmail, lastLoginAt: row.lastLoginAt?.toISOString() ?? null };
}
