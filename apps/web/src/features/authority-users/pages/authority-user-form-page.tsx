import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormPage } from '@/components/record-form-page';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { useReturnPath } from '@/lib/navigation/return-path';
import { useSaveAndReturn } from '@/lib/forms/use-save-and-return';
import { useRecordQuery } from '@/lib/api/use-record-query';
import {
  useAddAuthorityUserMutation,
  useGetAuthoritySummaryQuery,
  useGetAuthorityUserQuery,
  useUpdateAuthorityUserMutation,
} from '../api/authority-users-api';
import { AuthorityUserForm, type AuthorityUserFields } from '../components/authority-user-form';

type AuthorityUserFormPageProps =
  | { mode: 'add'; authorityId: number; listPathFor: (authorityId: number) => string }
  | { mode: 'edit'; userId: number; listPathFor: (authorityId: number) => string };

/** /authority/user/add/{authorityId} and /authority/user/edit/{id}. */
export function AuthorityUserFormPage(props: AuthorityUserFormPageProps) {
  const userId = props.mode === 'edit' ? props.userId : null;
  const { record, error, loading, reload } = useRecordQuery(
    useGetAuthorityUserQuery(userId === null ? skipToken : { params: { id: userId } }),
  );
  const [addUser] = useAddAuthorityUserMutation();
  const [updateUser] = useUpdateAuthorityUserMutation();
  const authorityId = props.mode === 'add' ? props.authorityId : (record?.authorityId ?? 0);
  const listPath = useReturnPath(props.listPathFor(authorityId));
  // The help text names the authority; until its name arrives it reads "the authority".
  const { data: authority } = useGetAuthoritySummaryQuery(authorityId > 0 ? authorityId : skipToken);

  const { save, stale, reloadStaleRecord } = useSaveAndReturn(listPath, reload);
  const saveUser = (fields: AuthorityUserFields) =>
    save(() =>
      (record
        ? updateUser({ body: { ...fields, id: record.id, version: record.version } })
        : addUser({ body: { ...fields, authorityId } })
      ).unwrap(),
    );

  return (
    <RecordFormPage
      heading={props.mode === 'add' ? 'Add authority user' : 'Edit authority user'}
      back={{ label: 'Back to users', to: listPath }}
      loading={loading}
      loadError={error}
      onRetry={reload}
    >
      <Stack spacing={2.5}>
        {stale && <StaleRecordAlert onReload={reloadStaleRecord} />}
        <AuthorityUserForm
          key={record ? `${record.id}-${record.version}` : 'new'}
          authorityName={authority?.name ?? null}
          user={record}
          cancelTo={listPath}
          onSave={saveUser}
        />
      </Stack>
    </RecordFormPage>
  );
}
