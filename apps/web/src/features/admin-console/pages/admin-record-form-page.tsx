import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormPage } from '@/components/record-form-page';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { paths, type ClientType } from '@/config/paths';
import { useReturnPath } from '@/lib/navigation/return-path';
import { useSaveAndReturn } from '@/lib/forms/use-save-and-return';
import { useRecordQuery } from '@/lib/api/use-record-query';
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
  const { record, error, loading, reload } = useRecordQuery(
    useGetAdminRecordQuery(id === null ? skipToken : { params: { id }, query: { type: clientType } }),
  );
  const [addRecord] = useAddAdminRecordMutation();
  const [updateRecord] = useUpdateAdminRecordMutation();
  const listPath = useReturnPath(LIST_PATHS[clientType]);
  const noun = clientType === 'admin' ? 'admin' : 'authority';
  const heading = id === null ? `Add ${noun}` : `Edit ${noun}`;

  const { save: saveAndReturn, stale, reloadStaleRecord } = useSaveAndReturn(listPath, reload);
  const saveAdmin = (fields: PlatformAdminFields) =>
    saveAndReturn(() =>
      (record
        ? updateRecord({ body: { ...fields, type: 'admin', id: record.id, version: record.version } })
        : addRecord({ body: { ...fields, type: 'admin' } })
      ).unwrap(),
    );
  const saveAuthority = (fields: AuthorityFields) =>
    saveAndReturn(() =>
      (record
        ? updateRecord({ body: { ...fields, type: 'authority', id: record.id, version: record.version } })
        : addRecord({ body: { ...fields, type: 'authority' } })
      ).unwrap(),
    );

  const back = { label: clientType === 'admin' ? 'Back to Admin List' : 'Back to Authorities', to: listPath };
  const key = record ? `${record.type}-${record.id}-${record.version}` : 'new';

  return (
    <RecordFormPage heading={heading} back={back} loading={loading} loadError={error} onRetry={reload}>
      <Stack spacing={2.5}>
        {stale && <StaleRecordAlert onReload={reloadStaleRecord} />}
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
      </Stack>
    </RecordFormPage>
  );
}
