import type {
  AddAuthorityUserRequest,
  AuthorityUser,
  UpdateAuthorityUserRequest,
} from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { RecordFormPage } from '@/components/record-form-page';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { isStaleRecord, toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useRecord } from '@/lib/use-record';
import { postAuthorityUser } from '../api/add-authority-user';
import { getAuthorityUser } from '../api/get-authority-user';
import { postAuthorityUserUpdate } from '../api/update-authority-user';
import { AuthorityUserForm } from '../components/authority-user-form';

type AuthorityUserFormPageProps =
  | { mode: 'add'; authorityId: number; listPathFor: (authorityId: number) => string }
  | { mode: 'edit'; userId: number; listPathFor: (authorityId: number) => string };

/** /authority/user/add/{authorityId} and /authority/user/edit/{id}. */
export function AuthorityUserFormPage(props: AuthorityUserFormPageProps) {
  const navigate = useNavigate();
  const [stale, setStale] = useState(false);
  const userId = props.mode === 'edit' ? props.userId : null;
  const load = useCallback((signal: AbortSignal) => getAuthorityUser(userId ?? 0, signal), [userId]);
  const { record, error, loading, reload } = useRecord<AuthorityUser>(userId === null ? null : load);
  const authorityId = props.mode === 'add' ? props.authorityId : (record?.authorityId ?? 0);
  const listPath = props.listPathFor(authorityId);

  const save = async (request: unknown) => {
    setStale(false);
    try {
      const { message } =
        props.mode === 'add'
          ? await postAuthorityUser(request as AddAuthorityUserRequest)
          : await postAuthorityUserUpdate(request as UpdateAuthorityUserRequest);
      toast.success(message);
      await navigate(listPath);
    } catch (failure) {
      if (isStaleRecord(failure)) setStale(true);
      throw toSubmitFailure(failure);
    }
  };

  return (
    <RecordFormPage
      heading={props.mode === 'add' ? 'Add authority user' : 'Edit authority user'}
      back={{ label: 'Back to users', to: listPath }}
      loading={loading}
      loadError={error}
      onRetry={reload}
    >
      <Stack spacing={2.5}>
        {stale && (
          <StaleRecordAlert
            onReload={() => {
              setStale(false);
              reload();
            }}
          />
        )}
        <AuthorityUserForm
          key={record ? `${record.id}-${record.version}` : 'new'}
          authorityId={authorityId}
          user={record}
          cancelTo={listPath}
          onSave={save}
        />
      </Stack>
    </RecordFormPage>
  );
}
