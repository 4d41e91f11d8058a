import type { FindSignOnAnswer } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { findActiveProviderForDomain } from './identity-provider-repository';
import { domainOf } from './start-single-sign-on';

/**
 * Whether people of this e-mail's domain sign in with a provider. Asked of the domain alone, so
 * the answer is the same for every address there, with an account or without.
 */
export async function findSignOn(db: Executor, email: string): Promise<FindSignOnAnswer> {
  const provider = await findActiveProviderForDomain(db, domainOf(email));
  return {
    provider: provider ? { name: provider.displayName, passwordSignIn: provider.passwordSignIn } : null,
  };
}
