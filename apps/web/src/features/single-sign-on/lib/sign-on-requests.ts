import type { FindSignOnAnswer } from '@casekeeper/contract';
import { toApiFailure } from '@/lib/api/api-failure';
import { postFindSignOn } from '../api/find-sign-on';
import { postStartSignOn } from '../api/start-sign-on';

/**
 * What the sign-in page asks about single sign-on, loaded when someone types an address (these
 * bring the contract, and with it zod, which the page must not load up front).
 */

/** The provider of the address's domain; none when the question failed (the password still works). */
export const findProvider = (email: string): Promise<FindSignOnAnswer['provider']> =>
  postFindSignOn(email).then(
    (answer) => answer.provider,
    () => null,
  );

/** The provider's address to go to, or the server's words for why not. */
export const startSignOn = (email: string): Promise<{ authorizationUrl: string } | { failure: string }> =>
  postStartSignOn(email).catch((error: unknown) => ({ failure: toApiFailure(error).message }));
