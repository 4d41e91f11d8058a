import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import type { Account } from '../auth';

/** What the policy asks of a person: who they are, and what their authority requires. */
export type PolicySubject = Pick<Account, 'userType'> & { authorityRequiresSecondFactor: boolean };

/**
 * Whether a person must pass a second factor even before they have one (they are then led to set
 * one up). The one place the policy is decided: a rule such as "platform admins must" goes here.
 * Whoever has a second factor is asked for it in any case.
 */
export function mustUseSecondFactor(person: PolicySubject): boolean {
  // Applicants follow one case through the portal; they have no sign-in methods of their own.
  if (person.userType === 'APPLICANT') return false;
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
