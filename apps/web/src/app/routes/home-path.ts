import type { UserType } from '@casekeeper/contract';
import { paths } from '@/config/paths';

export type HomeRouteUser = { user_type: UserType };

/** Where "/" sends someone, from the stored user (spec section 2, Root). */
export function homePathFor(user: HomeRouteUser | null): string {
  switch (user?.user_type) {
    case 'ADMIN':
      return paths.admin.dashboard;
    case 'AUTHORITY':
      return paths.authority.dashboard;
    default:
      return paths.login;
  }
}

/**
 * Where a successful sign-in lands: home, except that an authority user, whom the spec's root
 * rule sends back to the sign-in page, lands on the authority dashboard of their layout.
 */
export function landingPathFor(user: HomeRouteUser): string {
  const home = homePathFor(user);
  return home === paths.login ? paths.authority.dashboard : home;
}
