import Link from '@mui/material/Link';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router';
import { RecordFormPage } from '@/components/record-form-page';
import { paths, type ClientType } from '@/config/paths';
import { useRecordFormPage } from '@/lib/forms/use-record-form-page';
import {
  useAddAdminRecordMutation,
  useGetAdminRecordQuery,
  useUpdateAdminRecordMutation,
} from '../api/admin-console-api';
import { AuthorityForm, type AuthorityFields } from '../components/authority-form';
import { PlatformAdminForm, type PlatformAdminFields } from '../components/platform-admin-form';

type AdminRecordFormPageProps = { clientType: ClientType; id: number | null };

const LIST_PATHS: Record<ClientType, string> = {
  admin: paths.admin.list,
  authority: paths.admin.authorities,
};

/** /{clienttype}/add and /{clienttype}/edit/{id}: a platform admin or an authority. */
export function AdminRecordFormPage({ clientType, id }: AdminRecordFormPageProps) {
  const page = useRecordFormPage(
    useGetAdminRecordQuery(id === null ? skipToken : { params: { id }, query: { type: clientType } }),
    () => LIST_PATHS[clientType],
  );
  const { record, listPath } = page;
  const [addRecord] = useAddAdminRecordMutation();
  const [updateRecord] = useUpdateAdminRecordMutation();
  const noun = clientType === 'admin' ? 'admin' : 'authority';
  const heading = id === null ? `Add ${noun}` : `Edit ${noun}`;

  const saveAdmin = (fields: PlatformAdminFields) =>
    page.save(() =>
      (record
        ? updateRecord({ body: { ...fields, type: 'admin', id: record.id, version: record.version } })
        : addRecord({ body: { ...fields, type: 'admin' } })
      ).unwrap(),
    );
  const saveAuthority = (fields: AuthorityFields) =>
    page.save(() =>
      (record
        ? updateRecord({ body: { ...fields, type: 'authority', id: record.id, version: record.version } })
        : addRecord({ body: { ...fields, type: 'authority' } })
      ).unwrap(),
    );

  const back = { label: clientType === 'admin' ? 'Back to Admin List' : 'Back to Authorities', to: listPath };
  // Admins and authorities number their ids apart, so the type is part of the form's key.
  const key = record ? `${record.type}-${page.formKey}` : page.formKey;

  // How the authority's people sign in (single sign-on) is set on a page of its own.
  const subheading = clientType === 'authority' && id !== null && (
    <Link component={RouterLink} to={paths.authority.signInSettings.href(id)}>
      Signing in: single sign-on for this authority
    </Link>
  );

  return (
    <RecordFormPage heading={heading} back={back} subheading={subheading} {...page.frame}>
      {clientType === 'admin' ? (
        <PlatformAdminForm
          key={key}
          admin={record?.type === 'admin' ? record : null}
          cancelTo={listPath}
          onSave={saveAdmin}
        />
      ) : (
        <AuthorityForm
          key={key}
          authority={record?.type === 'authority' ? record : null}
          cancelTo={listPath}
          onSave={saveAuthority}
        />
      )}
    </RecordFormPage>
  );
}
