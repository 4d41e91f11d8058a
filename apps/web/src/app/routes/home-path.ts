import type { AuthorityRole, UserType } from '@casekeeper/contract';
import { paths } from '@/config/paths';

export type HomeRouteUser = { user_type: UserType; role?: AuthorityRole | null };

/** Where "/" sends someone, from the stored user (docs/routes.md). */
export function homePathFor(user: HomeRouteUser | null): string {
  switch (user?.user_type) {
    case 'ADMIN':
      return paths.admin.dashboard;
    case 'AUTHORITY':
      return paths.authority.dashboard;
    case 'APPLICANT':
      return paths.portal.case;
    default:
      return paths.login;
  }
}

/**
 * A signed-in user's home: where a sign-in lands and where /login sends someone already signed
 * in. The root rule sends an authority user back to /login, which would loop, so they land
 * in their layout: the dashboard, except READONLY, whose menu hides it (docs/routes.md).
 */
export function landingPathFor(user: HomeRouteUser): string {
  const home = homePathFor(user);
  if (home !== paths.login) return home;
  return user.role === 'READONLY' ? paths.authority.caseList : paths.authority.dashboard;
}
