import { isAdmitted, secondFactorPolicyEndpoints, singleSignOnEndpoints } from '@casekeeper/contract';
import { SecondFactorPolicySection } from '@/features/second-factor/components/second-factor-policy-section';
import { Navigate, useParams } from 'react-router';
import { SignInSettingsPage } from '@/features/single-sign-on/pages/sign-in-settings-page';
import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { paths } from '@/config/paths';
import { useAppSelector } from '../store/hooks';
import { NotFoundPage } from './not-found-page';

/** /authority/sign-in: an authority ADMIN's own authority (the contract's rule says who may). */
export function OwnSignInSettingsRoute() {
  const user = useAppSelector((state) => state.auth.user);
  const abilities = useAbilities(user);
  if (!abilities) return null;
  const { authorityId } = abilities;
  if (authorityId === null || !isAdmitted(singleSignOnEndpoints.saveForAuthority.access, abilities)) {
    return <Navigate to={paths.unauthorized} replace />;
  }
  return (
    <SignInSettingsPage
      owner={{ authorityId }}
      intro="How your authority’s people sign in to Casekeeper."
      back={{ label: 'Back to dashboard', to: paths.authority.dashboard }}
      sections={
        <SecondFactorPolicySection canEdit={isAdmitted(secondFactorPolicyEndpoints.save.access, abilities)} />
      }
    />
  );
}

/** /authority/sign-in/{authorityId}: a platform admin sets up an authority's sign-in. */
export function AuthoritySignInSettingsRoute() {
  const { authorityId } = useParams();
  if (authorityId === undefined || !/^[1-9][0-9]{0,9}$/.test(authorityId)) return <NotFoundPage />;
  const id = Number(authorityId);
  return (
    <SignInSettingsPage
      key={id}
      owner={{ authorityId: id }}
      intro="How this authority’s people sign in to Casekeeper."
      back={{
        label: 'Back to the authority',
        to: paths.clientType.form.href({ clientType: 'authority', type: 'edit', id }),
      }}
    />
  );
}

/** /sign-in-settings: how platform admins sign in (the platform's own provider). */
export function PlatformSignInSettingsRoute() {
  return (
    <SignInSettingsPage
      owner="platform"
      intro="How platform admins sign in to Casekeeper."
      back={{ label: 'Back to dashboard', to: paths.admin.dashboard }}
    />
  );
}
