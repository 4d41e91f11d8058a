import { abilitiesFor, type Abilities, type SessionUser } from '@casekeeper/contract';
import { useEffect, useState } from 'react';
import { getAbilities } from '../api/get-abilities';

type AbilitiesOwner = Pick<SessionUser, 'webUserId' | 'user_type' | 'role' | 'auth_id' | 'impersonating'>;

/** One answer per signed-in identity, so moving between pages asks the server once. */
const answered = new Map<string, Abilities>();
const keyOf = (user: AbilitiesOwner) =>
  `${user.webUserId}:${user.user_type}:${user.role ?? ''}:${user.impersonating}`;

/** The contract's own reading of the session, used until the server answers (it cannot differ). */
function provisional(user: AbilitiesOwner): Abilities {
  return abilitiesFor({
    userType: user.user_type,
    role: user.role,
    authorityId: user.auth_id,
    impersonating: user.impersonating,
  });
}

/**
 * What the signed-in user may do, from GET /me/abilities (the server's access table), so the UI
 * never re-derives role logic. Until the answer arrives, the contract's `abilitiesFor` on the
 * session stands in: the server computes its answer with the same function.
 */
export function useAbilities(user: AbilitiesOwner | null): Abilities | null {
  const key = user ? keyOf(user) : null;
  const [, setVersion] = useState(0);

  useEffect(() => {
    if (key === null || answered.has(key)) return;
    const controller = new AbortController();
    getAbilities(controller.signal)
      .then((abilities) => {
        answered.set(key, abilities);
        setVersion((n) => n + 1);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Reading what you may do failed:', error);
      });
    return () => controller.abort();
  }, [key]);

  if (!user || key === null) return null;
  return answered.get(key) ?? provisional(user);
}

/** Forgets cached answers (tests; a sign-out). */
export function forgetAbilities(): void {
  answered.clear();
}
