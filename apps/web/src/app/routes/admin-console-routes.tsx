import { Navigate, useLocation, useParams } from 'react-router';
import { AdminRecordFormPage } from '@/features/admin-console/pages/admin-record-form-page';
import { AuthorityUserFormPage } from '@/features/authority-users/pages/authority-user-form-page';
import { AuthorityUserListPage } from '@/features/authority-users/pages/authority-user-list-page';
import { ContractorFormPage } from '@/features/contractors/pages/contractor-form-page';
import { ContractorListPage } from '@/features/contractors/pages/contractor-list-page';
import { CONTRACTOR_SEGMENT, isClientType, isFormType, paths } from '@/config/paths';
import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { useAppSelector } from '../store/hooks';
import { NotFoundPage } from './not-found-page';
import { useImpersonate } from './use-impersonate';

/** The path's {clienttype}: the first segment of the path (the router spells it out). */
function useClientType(): string | undefined {
  return useLocation().pathname.split('/')[1];
}

/** A positive whole number from a path segment, else null. */
function recordId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

const BACK_TO_AUTHORITIES = { label: 'Back to Authorities', to: paths.admin.authorities };

/** /{clienttype}/{type}/{id?}: add or edit a platform admin or an authority (ADMIN only). */
export function ClientTypeFormRoute() {
  const { type, id } = useParams();
  const clienttype = useClientType();
  const recordIdValue = recordId(id);
  if (!isClientType(clienttype) || !isFormType(type)) return <NotFoundPage />;
  if (type === 'add' ? id !== undefined : recordIdValue === null) return <NotFoundPage />;
  return (
    <AdminRecordFormPage
      key={`${clienttype}-${type}-${id ?? ''}`}
      clientType={clienttype}
      id={recordIdValue}
    />
  );
}

/** /{clienttype}/user/{authorityId}: a platform admin manages an authority's users, and may sign in as them. */
export function AuthorityUsersRoute() {
  const { authorityId } = useParams();
  const clienttype = useClientType();
  const impersonate = useImpersonate();
  const id = recordId(authorityId);
  if (clienttype !== 'authority' || id === null) return <NotFoundPage />;
  return (
    <AuthorityUserListPage
      key={id}
      authorityId={id}
      backTo={BACK_TO_AUTHORITIES}
      onImpersonate={(user) => impersonate(user.id)}
    />
  );
}

/** /authority/user: an AUTHORITY account manages its own users. */
export function OwnAuthorityUsersRoute() {
  const authorityId = useAppSelector((state) => state.auth.user?.auth_id ?? null);
  if (authorityId === null) return <NotFoundPage />;
  return <AuthorityUserListPage authorityId={authorityId} />;
}

/** /{clienttype}/user/add/{authorityId} and /{clienttype}/user/edit/{userId}. */
export function AuthorityUserFormRoute() {
  const { type, id } = useParams();
  const clienttype = useClientType();
  const userType = useAppSelector((state) => state.auth.user?.user_type);
  const recordIdValue = recordId(id);
  if (clienttype !== 'authority' || !isFormType(type) || recordIdValue === null) return <NotFoundPage />;
  // A platform admin goes back to the authority's users; an authority account to its own.
  const listPathFor = (authorityId: number) =>
    userType === 'ADMIN' ? paths.clientType.userList.href('authority', authorityId) : paths.authority.users;
  return type === 'add' ? (
    <AuthorityUserFormPage
      key={`add-${recordIdValue}`}
      mode="add"
      authorityId={recordIdValue}
      listPathFor={listPathFor}
    />
  ) : (
    <AuthorityUserFormPage
      key={`edit-${recordIdValue}`}
      mode="edit"
      userId={recordIdValue}
      listPathFor={listPathFor}
    />
  );
}

/**
 * /authority/contractor/list/{authorityId}: an authority's contractors. Platform admins reach any
 * authority's (from its users); an authority ADMIN reaches their own from the sidebar.
 */
export function ContractorListRoute() {
  const { authorityId } = useParams();
  const user = useAppSelector((state) => state.auth.user);
  const abilities = useAbilities(user);
  const id = recordId(authorityId);
  if (id === null) return <NotFoundPage />;
  if (user?.user_type !== 'ADMIN') {
    const own = abilities?.can.manageContractors === true && abilities.authorityId === id;
    return own ? (
      <ContractorListPage key={id} authorityId={id} />
    ) : (
      <Navigate to={paths.unauthorized} replace />
    );
  }
  return (
    <ContractorListPage
      key={id}
      authorityId={id}
      backTo={{ label: 'Back to users', to: paths.clientType.userList.href('authority', id) }}
    />
  );
}

/** /{clienttype}/contractor/list/add/{authorityId} and …/edit/{contractorId}. */
export function ContractorFormRoute() {
  const { type, id } = useParams();
  const clienttype = useClientType();
  const contractor = useLocation().pathname.split('/')[2];
  const recordIdValue = recordId(id);
  if (
    clienttype !== 'authority' ||
    contractor !== CONTRACTOR_SEGMENT ||
    !isFormType(type) ||
    recordIdValue === null
  ) {
    return <NotFoundPage />;
  }
  return type === 'add' ? (
    <ContractorFormPage key={`add-${recordIdValue}`} mode="add" authorityId={recordIdValue} />
  ) : (
    <ContractorFormPage key={`edit-${recordIdValue}`} mode="edit" contractorId={recordIdValue} />
  );
}
