import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import type { Account } from '../auth';

/** What the policy asks of a person: who they are, and what their authority requires. */
export type PolicySubject = Pick<Account, 'userType'> & { authorityRequiresSecondFactor: boolean };

/**
 * Whether a person must pass a second factor even before they have one (they are then led to set
 * one up): every platform admin, and everyone in an authority that requires it. The one place the
 * policy is decided. Whoever has a second factor is asked for it in any case.
 */
export function mustUseSecondFactor(person: PolicySubject): boolean {
  // Applicants follow one case through the portal: a second factor is theirs to choose.
  if (person.userType === 'APPLICANT') return false;
  // A platform admin reaches every authority's residents: a password alone never opens that.
  if (person.userType === 'ADMIN') return true;
  return person.authorityRequiresSecondFactor;
}

/** The policy's view of an account: its authority's requirement read afresh. */
export async function policySubjectOf(
  db: Executor,
  account: Pick<Account, 'userType' | 'authorityId'>,
): Promise<PolicySubject> {
  if (account.authorityId === null)
    return { userType: account.userType, authorityRequiresSecondFactor: false };
  const [row] = await db
    .select({ required: authorities.requireSecondFactor })
    .from(authorities)
    .where(eq(authorities.id, account.authorityId));
  return { userType: account.userType, authorityRequiresSecondFactor: row?.required ?? false };
}
