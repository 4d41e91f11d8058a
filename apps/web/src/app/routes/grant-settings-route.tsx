import { isAdmitted, secondFactorPolicyEndpoints } from '@casekeeper/contract';
import { GrantSettingsPage } from '@/features/grant/pages/grant-settings-page';
import { SecondFactorPolicySection } from '@/features/second-factor/components/second-factor-policy-section';
import { useSessionUser } from '@/lib/session/use-session-user';

/**
 * /authority/grant-settings: the authority's settings, its grant's and (from the second factor)
 * whether everyone must sign in with a second factor, which its ADMINs change.
 */
export function GrantSettingsRoute() {
  const user = useSessionUser();
  const who = user && { userType: user.user_type, role: user.role, impersonating: user.impersonating };
  const canEdit = who !== null && isAdmitted(secondFactorPolicyEndpoints.save.access, who);
  return <GrantSettingsPage sections={<SecondFactorPolicySection canEdit={canEdit} />} />;
}
