import { abilitiesFor, mayCall } from '@casekeeper/contract';
import { useSessionUser } from '@/lib/session/use-session-user';

/**
 * Whether the signed-in user may read contractors' performance: the access table's answer for
 * the route (the server's own), so the page never re-derives who is an authority ADMIN.
 */
export function useMaySeePerformance(): boolean {
  const user = useSessionUser();
  if (!user) return false;
  const subject = abilitiesFor({
    userType: user.user_type,
    role: user.role,
    authorityId: user.auth_id,
    impersonating: user.impersonating,
  });
  return mayCall('GET /contractors/performance', subject);
}
