import { SINGLE_SIGN_ON_MESSAGES } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Account } from '../auth';
import { findActiveProviderForDomain, findProviderOf } from './identity-provider-repository';
import { domainOf } from './start-single-sign-on';

/**
 * Where an organisation's provider says its people sign in with it alone. By the address's domain,
 * before any password is checked: the answer names the provider, as the sign-in page already does
 * for that domain, and says nothing of accounts. And by the account's authority, for an account
 * whose address is of another domain: turned away as a wrong password is, so it tells nothing.
 */
export function passwordSignInPolicy(db: Executor) {
  return {
    async refusalFor(email: string): Promise<string | null> {
      const provider = await findActiveProviderForDomain(db, domainOf(email));
      return provider && !provider.passwordSignIn
        ? SINGLE_SIGN_ON_MESSAGES.passwordsOff(provider.displayName)
        : null;
    },
    async turnAway(account: Account): Promise<string | null> {
      if (account.userType === 'APPLICANT') return null;
      const provider = await findProviderOf(db, account.userType === 'ADMIN' ? null : account.authorityId);
      return provider?.isActive && !provider.passwordSignIn ? 'password-sign-in-off' : null;
    },
  };
}

export type PasswordSignInPolicy = ReturnType<typeof passwordSignInPolicy>;
