import { mayCall } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { useReturnPath } from '@/lib/navigation/return-path';
import { useSessionUser } from '@/lib/session/use-session-user';
import { useGetCaseOptionsQuery } from '../api/cases-api';
import { CaseForm } from '../components/case-form';
import type { CaseDraft } from '../components/case-form-draft';
import { CaseHeading } from '../components/case-heading';
import { LoadFailure } from '@/components/load-failure';
import { useCaseSave } from '../hooks/use-case-save';

/**
 * /case-manager/add: a new case, reached from the case list by whoever may open cases; `beforeSave`
 * shows what the app composes above Save (possible duplicates).
 */
export function CaseAddPage({ beforeSave }: { beforeSave?: (draft: CaseDraft) => ReactNode } = {}) {
  const user = useSessionUser();
  const backTo = useReturnPath(paths.authority.caseList);
  const options = useGetCaseOptionsQuery();
  const { save } = useCaseSave(null, backTo);
  const mayAdd =
    user !== null &&
    mayCall('POST /case/add', {
      userType: user.user_type,
      role: user.role,
      impersonating: user.impersonating,
    });
  if (!mayAdd) return <Navigate to={paths.unauthorized} replace />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <CaseHeading heading="Add case" back={{ label: 'Back to cases', to: backTo }} />
      {options.error ? (
        <LoadFailure message={toApiFailure(options.error).message} onRetry={() => void options.refetch()} />
      ) : options.data ? (
        <CaseForm
          record={null}
          options={options.data}
          callerId={user.webUserId}
          cancelTo={backTo}
          onSave={save}
          conflict={null}
          onReload={() => undefined}
          onKeepMine={() => undefined}
          beforeSave={beforeSave}
        />
      ) : (
        <PageLoading inline />
      )}
    </Stack>
  );
}
