import type { Case } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { useReturnPath } from '@/lib/navigation/return-path';
import { useSessionUser } from '@/lib/session/use-session-user';
import { useGetCaseOptionsQuery, useGetCaseQuery, useGetCaseStatusHistoryQuery } from '../api/cases-api';
import { CaseForm } from '../components/case-form';
import { CaseHeading } from '../components/case-heading';
import { CaseNotFound } from '../components/case-not-found';
import { CaseView } from '../components/case-view';
import { LoadFailure } from '@/components/load-failure';
import { StatusChangePanel } from '../components/status-change-panel';
import { StatusHistory } from '../components/status-history';
import { useCaseSave } from '../hooks/use-case-save';

const UNSAVED = 'Save or cancel your changes to the case before changing its status.';

/**
 * /case-manager/edit/{caseManagerDetailId}: the case to edit, its status to move on and its
 * history; a view only for whoever may read the case but not change it.
 */
type CaseEditPageProps = {
  id: number;
  /** Other features' news about the case that nobody may miss (warning notes), under its heading. */
  notices?: (record: Case) => ReactNode;
  /** Other features' parts of a case (applicant access), below its history: the app composes them. */
  sidePanels?: (record: Case) => ReactNode;
  /** Other features' parts of a case as wide as the page (the grant), below its fields. */
  sections?: (record: Case) => ReactNode;
};

export function CaseEditPage({ id, notices, sidePanels, sections }: CaseEditPageProps) {
  const user = useSessionUser();
  const backTo = useReturnPath(paths.authority.caseList);
  const caseQuery = useGetCaseQuery({ params: { id } });
  const record = caseQuery.data ?? null;
  const history = useGetCaseStatusHistoryQuery(record ? { params: { caseId: id } } : skipToken);
  // A restricted case is assigned only to the people it is restricted to: the server offers them alone.
  const options = useGetCaseOptionsQuery(
    !record?.can.edit ? skipToken : record.restricted ? { query: { CaseId: record.id } } : undefined,
  );
  const { save, conflict, keepMine, forgetConflict } = useCaseSave(record, backTo);
  const [dirty, setDirty] = useState(false);
  const back = { label: 'Back to cases', to: backTo };

  const reload = () => {
    forgetConflict();
    void caseQuery.refetch();
  };

  if (caseQuery.error) {
    const failure = toApiFailure(caseQuery.error);
    if (failure.status === 404) return <CaseNotFound />;
    return (
      <Stack spacing={3}>
        <CaseHeading heading="Case" back={back} />
        <LoadFailure message={failure.message} onRetry={reload} />
      </Stack>
    );
  }
  if (!record) return <PageLoading inline />;

  const main = !record.can.edit ? (
    <CaseView record={record} />
  ) : options.data ? (
    <CaseForm
      key={`${record.id}-${record.version}`}
      record={record}
      options={options.data}
      callerId={user?.webUserId ?? null}
      cancelTo={backTo}
      onSave={save}
      conflict={conflict}
      onReload={reload}
      onKeepMine={keepMine}
      onDirtyChange={setDirty}
    />
  ) : options.error ? (
    <LoadFailure message={toApiFailure(options.error).message} onRetry={() => void options.refetch()} />
  ) : (
    <PageLoading inline />
  );

  return (
    <Stack spacing={3}>
      <CaseHeading heading={`Case ${record.caseNumber}`} back={back} record={record} />
      {notices?.(record)}
      {record.can.edit && (
        <StatusChangePanel record={record} blockedBy={dirty ? UNSAVED : null} onReload={reload} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        {main}
        <Stack spacing={3}>
          <StatusHistory
            history={history.data}
            loading={history.isFetching}
            error={history.error ? toApiFailure(history.error).message : null}
          />
          {sidePanels?.(record)}
        </Stack>
      </Box>
      {sections?.(record)}
    </Stack>
  );
}
