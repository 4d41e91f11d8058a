import { useAppSelector } from '../store/hooks';
import { AdminLayout } from './admin-layout';
import { AuthorityLayout } from './authority-layout';
import { FrontLayout } from './front-layout';

/**
 * ADMIN gets the admin layout, AUTHORITY and AUTHORITY_USER the authority one, anyone else the
 * front one. The three come with this module: small beside the shell they share, and fetched
 * with the page rather than after it decides which one it needs.
 */
export function LayoutByUserType() {
  const userType = useAppSelector((state) => state.auth.user?.user_type);
  if (userType === 'ADMIN') return <AdminLayout />;
  if (userType === 'AUTHORITY' || userType === 'AUTHORITY_USER') return <AuthorityLayout />;
  return <FrontLayout />;
}
