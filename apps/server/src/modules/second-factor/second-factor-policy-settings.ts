import type { SecondFactorPolicy } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import {
  assertMayChangeAuthoritySettings,
  settingsAuthorityOf,
} from '../../platform/access/authority-settings-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';

async function findPolicy(
  db: Executor,
  authorityId: number,
  options: { forUpdate?: boolean } = {},
): Promise<SecondFactorPolicy> {
  const query = db
    .select({ requireSecondFactor: authorities.requireSecondFactor })
    .from(authorities)
    .where(eq(authorities.id, authorityId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('The authority was not found.');
  return row;
}

/** Whether the caller's authority requires a second factor of everyone. */
export async function getSecondFactorPolicy(db: Executor, caller: Caller): Promise<SecondFactorPolicy> {
  return findPolicy(db, settingsAuthorityOf(caller));
}

/**
 * Its ADMINs decide; audited. Sessions under way go on: people without a second factor set one
 * up at their next sign-in.
 */
export async function saveSecondFactorPolicy(
  db: Database,
  input: ChangeInput<{ policy: SecondFactorPolicy }>,
): Promise<SecondFactorPolicy> {
  const authorityId = assertMayChangeAuthoritySettings(input.caller);
  return db.transaction(async (tx) => {
    const before = await findPolicy(tx, authorityId, { forUpdate: true });
    await tx
      .update(authorities)
      .set({ requireSecondFactor: input.policy.requireSecondFactor })
      .where(eq(authorities.id, authorityId));
    await auditChange(tx, input, 'authority.second-factor-policy', authorityId, {
      authorityId,
      before,
      after: input.policy,
    });
    return findPolicy(tx, authorityId);
  });
}
