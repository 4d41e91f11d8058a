import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '@/components/page-loading';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { useAppSelector } from '../store/hooks';

const lazyLayout = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  lazy(async () => ({ default: pick(await lazyWithTimeout(load)()) }));

const AdminLayout = lazyLayout(
  () => import('./admin-layout'),
  (m) => m.AdminLayout,
);
const AuthorityLayout = lazyLayout(
  () => import('./authority-layout'),
  (m) => m.AuthorityLayout,
);
const FrontLayout = lazyLayout(
  () => import('./front-layout'),
  (m) => m.FrontLayout,
);

/** ADMIN gets the admin layout, AUTHORITY and AUTHORITY_USER the authority one, anyone else the front one. */
export function LayoutByUserType() {
  const userType = useAppSelector((state) => state.auth.user?.user_type);
  const Layout =
    userType === 'ADMIN'
      ? AdminLayout
      : userType === 'AUTHORITY' || userType === 'AUTHORITY_USER'
        ? AuthorityLayout
        : FrontLayout;

  return (
    <Suspense fallback={<PageLoading />}>
      <Layout />
    </Suspense>
  );
}
