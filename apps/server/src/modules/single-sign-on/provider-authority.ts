import { eq, isNull, and } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { authorityInScope } from '../../platform/access/record-scope';
import { notFound } from '../../platform/errors/app-error';

/** The authority whose provider the caller asks about: their own, or any that exists for a platform admin. */
export async function providerAuthorityOf(db: Executor, caller: Caller, requested: number): Promise<number> {
  const authorityId = authorityInScope(caller, requested);
  const [found] = await db
    .select({ id: authorities.id })
    .from(authorities)
    .where(and(eq(authorities.id, authorityId), isNull(authorities.deletedAt)));
  if (!found) throw notFound('That authority');
  return authorityId;
}
