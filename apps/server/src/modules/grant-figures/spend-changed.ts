import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Where a change to an authority's Spend figures is announced (docs/caching.md); the payload is its id. */
export const SPEND_CHANGED_CHANNEL = 'casekeeper_spend_changed';

/**
 * Announces, on commit, that the authority's Spend figures moved: a grant's money or the year's
 * allocation changed in this transaction. Sent by the application (refreshGrantMoney and the
 * allocation's writes), not a trigger; a change made by hand must send it too.
 */
export async function announceSpendChange(tx: Executor, authorityId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${SPEND_CHANGED_CHANNEL}, ${String(authorityId)})`);
}
