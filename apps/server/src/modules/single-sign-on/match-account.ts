import type { SingleSignOnRefusal } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webUsers } from '../../db/schema';
import { accountRefusal, findAccountByEmail, findAccountById, type Account } from '../auth';
import type { SignedOnPerson } from './sign-on-claims';

/**
 * The account a signed-on person is: the one linked to their subject at this issuer, else the one
 * with their e-mail address, which is then linked (so a later change of address at the provider
 * still finds it). It must be an active staff account of the provider's authority (a platform admin
 * for the platform's provider). Signing on never creates an account.
 */
export async function matchAccount(
  tx: Executor,
  person: SignedOnPerson,
  providerAuthorityId: number | null,
): Promise<Account | { refused: SingleSignOnRefusal }> {
  const [linked] = await tx
    .select({ id: webUsers.id })
    .from(webUsers)
    .where(and(eq(webUsers.ssoIssuer, person.issuer), eq(webUsers.ssoSubject, person.subject)));
  const account = linked ? await findAccountById(tx, linked.id) : await findAccountByEmail(tx, person.email);
  if (!account || !belongsToProvider(account, providerAuthorityId) || accountRefusal(account) !== null) {
    return { refused: 'no-account' };
  }
  if (linked) return account;

  const [link] = await tx
    .select({ issuer: webUsers.ssoIssuer, subject: webUsers.ssoSubject })
    .from(webUsers)
    .where(eq(webUsers.id, account.id))
    .for('update');
  if (link?.subject != null && (link.issuer !== person.issuer || link.subject !== person.subject)) {
    return { refused: 'linked-elsewhere' };
  }
  await tx
    .update(webUsers)
    .set({ ssoIssuer: person.issuer, ssoSubject: person.subject, updatedAt: webUsers.updatedAt })
    .where(eq(webUsers.id, account.id));
  return account;
}

function belongsToProvider(account: Account, providerAuthorityId: number | null): boolean {
  if (account.userType === 'APPLICANT') return false;
  if (providerAuthorityId === null) return account.userType === 'ADMIN';
  return account.userType !== 'ADMIN' && account.authorityId === providerAuthorityId;
}
