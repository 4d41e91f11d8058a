import type { AuthorityUser } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { RecordFormPage } from '@/components/record-form-page';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { useReturnPath } from '@/lib/navigation/return-path';
import { useSaveAndReturn } from '@/lib/forms/use-save-and-return';
import { useRecord } from '@/lib/use-record';
import { postAuthorityUser } from '../api/add-authority-user';
import { getAuthoritySummary } from '../api/get-authority-summary';
import { getAuthorityUser } from '../api/get-authority-user';
import { postAuthorityUserUpdate } from '../api/update-authority-user';
import { AuthorityUserForm, type AuthorityUserFields } from '../components/authority-user-form';

type AuthorityUserFormPageProps =
  | { mode: 'add'; authorityId: number; listPathFor: (authorityId: number) => string }
  | { mode: 'edit'; userId: number; listPathFor: (authorityId: number) => string };

/** /authority/user/add/{authorityId} and /authority/user/edit/{id}. */
export function AuthorityUserFormPage(props: AuthorityUserFormPageProps) {
  const userId = props.mode === 'edit' ? props.userId : null;
  const load = useCallback((signal: AbortSignal) => getAuthorityUser(userId ?? 0, signal), [userId]);
  const { record, error, loading, reload } = useRecord<AuthorityUser>(userId === null ? null : load);
  const authorityId = props.mode === 'add' ? props.authorityId : (record?.authorityId ?? 0);
  const listPath = useReturnPath(props.listPathFor(authorityId));
  // The help text names the authority; until its name arrives it reads "the authority".
  const loadAuthority = useCallback(
    (signal: AbortSignal) => getAuthoritySummary(authorityId, signal),
    [authorityId],
  );
  const { record: authority } = useRecord(authorityId > 0 ? loadAuthority : null);

  const { save, stale, reloadStaleRecord } = useSaveAndReturn(listPath, reload);
  const saveUser = (fields: AuthorityUserFields) =>
    save(() =>
      record
        ? postAuthorityUserUpdate({ ...fields, id: record.id, version: record.version })
        : postAuthorityUser({ ...fields, authorityId }),
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
