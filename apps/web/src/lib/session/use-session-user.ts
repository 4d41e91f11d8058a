import type { SessionUser } from '@casekeeper/contract';
import { useSelector } from 'react-redux';

type WithSessionUser = { auth: { user: SessionUser | null } };

/** The signed-in user held in the store, for any feature's pages inside the logged-in area. */
export function useSessionUser(): SessionUser | null {
  return useSelector((state: WithSessionUser) => state.auth.user);
}
