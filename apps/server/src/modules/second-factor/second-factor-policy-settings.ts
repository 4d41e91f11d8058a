import type { SecondFactorPolicy, SecondFactorPolicyRequest } from '@casekeeper/contract';
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
    .select({
      requireSecondFactor: authorities.requireSecondFactor,
      allowPasskeySignIn: authorities.allowPasskeySignIn,
    })
    .from(authorities)
    .where(eq(authorities.id, authorityId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('The authority was not found.');
  return row;
}

/** Whether the caller's authority requires a second factor of everyone, and lets a passkey alone sign in. */
export async function getSecondFactorPolicy(db: Executor, caller: Caller): Promise<SecondFactorPolicy> {
  return findPolicy(db, settingsAuthorityOf(caller));
}

/**
 * Its ADMINs decide; audited. Sessions under way go on: people without a second factor set one
 * up at their next sign-in. Passkey sign-in left out of the request stays as it was. Answers the
 * policy before and after.
 */
export async function saveSecondFactorPolicy(
  db: Database,
  input: ChangeInput<{ policy: SecondFactorPolicyRequest }>,
): Promise<{ before: SecondFactorPolicy; after: SecondFactorPolicy }> {
  const authorityId = assertMayChangeAuthoritySettings(input.caller);
  return db.transaction(async (tx) => {
    const before = await findPolicy(tx, authorityId, { forUpdate: true });
    await tx
      .update(authorities)
      .set({
        requireSecondFactor: input.policy.requireSecondFactor,
        allowPasskeySignIn: input.policy.allowPasskeySignIn ?? before.allowPasskeySignIn,
      })
      .where(eq(authorities.id, authorityId));
    const after = await findPolicy(tx, authorityId);
    await auditChange(tx, input, 'authority.second-factor-policy', authorityId, {
      authorityId,
      before,
      after,
    });
    return { before, after };
  });
}
