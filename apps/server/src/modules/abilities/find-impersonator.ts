import type { Impersonator } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webUsers } from '../../db/schema';

/** The name of the platform admin behind an impersonation, for the banner; null if gone. */
export async function findImpersonator(db: Executor, impersonatorId: number): Promise<Impersonator | null> {
  const [row] = await db
    .select({ firstName: webUsers.firstName, lastName: webUsers.lastName })
    .from(webUsers)
    .where(eq(webUsers.id, impersonatorId))
    .limit(1);
  return row ?? null;
}
