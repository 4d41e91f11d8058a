import { abilitiesFor, type Abilities, type Impersonator, type SessionUser } from '@casekeeper/contract';
import { readStoredUser } from '@/lib/session/stored-user';

/**
 * Stand-ins for getCurrentUser and getAbilities in whole-app tests, answering for the user in
 * local storage (storeSessionUser) as the server would: a test signs in by storing a user. The
 * vi.mock calls stay in each test file, which vitest hoists.
 */

const notSignedIn = () => Promise.reject(new Error('Not signed in'));

/** GET /me: the stored user, or a refusal when nobody is signed in. */
export function currentUserFromStorage(): Promise<SessionUser> {
  const user = readStoredUser();
  return user ? Promise.resolve(user) : notSignedIn();
}

/**
 * GET /me/abilities from the same access table as the server's (the contract's abilitiesFor);
 * `impersonator` names the admin behind a stored user who is impersonating.
 */
export function abilitiesFromStorage(impersonator?: Impersonator): () => Promise<Abilities> {
  return () => {
    const user = readStoredUser();
    if (!user) return notSignedIn();
    return Promise.resolve(
      abilitiesFor({
        userType: user.user_type,
        role: user.role,
        authorityId: user.auth_id,
        impersonating: user.impersonating,
        impersonator: impersonator ?? null,
      }),
    );
  };
}
