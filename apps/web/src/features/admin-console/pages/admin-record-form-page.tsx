import type { AddAdminRecordRequest, AdminRecord, UpdateAdminRecordRequest } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { RecordFormPage } from '@/components/record-form-page';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { paths, type ClientType } from '@/config/paths';
import { isStaleRecord, toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useRecord } from '@/lib/use-record';
import { postAdminRecord } from '../api/add-admin-record';
import { getAdminRecord } from '../api/get-admin-record';
import { postAdminRecordUpdate } from '../api/update-admin-record';
import { AuthorityForm } from '../components/authority-form';
import { PlatformAdminForm } from '../components/platform-admin-form';

type AdminRecordFormPageProps = { clientType: ClientType; id: number | null };

const LIST_PATHS: Record<ClientType, string> = {
  admin: paths.admin.list,
  authority: paths.admin.authorities,
};

/** /{clienttype}/add and /{clienttype}/edit/{id}: a platform admin or an authority. */
export function AdminRecordFormPage({ clientType, id }: AdminRecordFormPageProps) {
  const navigate = useNavigate();
  const [stale, setStale] = useState(false);
  const load = useCallback(
    (signal: AbortSignal) => getAdminRecord(clientType, id ?? 0, signal),
    [clientType, id],
  );
  const { record, error, loading, reload } = useRecord<AdminRecord>(id === null ? null : load);
  const listPath = LIST_PATHS[clientType];
  const noun = clientType === 'admin' ? 'admin' : 'authority';
  const heading = id === null ? `Add ${noun}` : `Edit ${noun}`;

  const save = async (request: unknown) => {
    setStale(false);
    try {
      const { message } =
        id === null
          ? await postAdminRecord(request as AddAdminRecordRequest)
          : await postAdminRecordUpdate(request as UpdateAdminRecordRequest);
      toast.success(message);
      await navigate(listPath);
    } catch (failure) {
      if (isStaleRecord(failure)) setStale(true);
      throw toSubmitFailure(failure);
    }
  };
  const reloadRecord = () => {
    setStale(false);
    reload();
  };

  const back = { label: clientType === 'admin' ? 'Back to Admin List' : 'Back to Authorities', to: listPath };
  const key = record ? `${record.type}-${record.id}-${record.version}` : 'new';

  return (
    <RecordFormPage heading={heading} back={back} loading={loading} loadError={error} onRetry={reload}>
      <Stack spacing={2.5}>
        {stale && <StaleRecordAlert onReload={reloadRecord} />}
        {clientType === 'admin' ? (
          <PlatformAdminForm
            key={key}
            admin={record?.type === 'admin' ? record : null}
            cancelTo={listPath}
            onSave={save}
          />
        ) : (
          <AuthorityForm
            key={key}
            authority={record?.type === 'authority' ? record : null}
            cancelTo={listPath}
            onSave={save}
          />
        )}
      </Stack>
    </RecordFormPage>
  );
}
