import type { Case } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ActionsBar } from '@/components/action-bar';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { deferredImport } from '@/lib/deferred-import';
import { useReturnPath } from '@/lib/navigation/return-path';
import { useSessionUser } from '@/lib/session/use-session-user';
import { useGetCaseOptionsQuery, useGetCaseQuery, useGetCaseStatusHistoryQuery } from '../api/cases-api';
import { CaseHeading } from '../components/case-heading';
import { CaseNotFound } from '../components/case-not-found';
import { CaseOverview } from '../components/case-overview';
import { CaseWorkspaceHeader } from '../components/case-workspace-header';
import { CaseWorkspacePartLoading } from '../components/case-workspace-part-loading';
import { CaseTabPanel, CaseWorkspaceTabs } from '../components/case-workspace-tabs';
import { useCaseSave } from '../hooks/use-case-save';
import { useCaseTab } from '../hooks/use-case-tab';

type Part = (record: Case) => ReactNode;

// The Details tab's form, fields and checks load when the tab is first opened (or about to be):
// a fresh load of the Overview neither fetches nor evaluates them (docs/web-performance.md).
const detailsModule = deferredImport(() => import('../components/case-workspace-details'));
const CaseWorkspaceDetails = lazy(async () => ({
  default: (await detailsModule.load()).CaseWorkspaceDetails,
}));

/**
 * What other features put on a case's page; the app composes them (app/routes/case-form-route.tsx),
 * so that this feature imports none of them.
 */
export type CasePageParts = {
  /** News about the case nobody may miss (warning notes), in the header on every tab. */
  notices?: Part;
  /** The case's clocks as badges, beside its status in the header. */
  badges?: Part;
  /** More of the header's actions, after its own (send a letter, the case summary): given to `bar`. */
  actions?: (record: Case, bar: ActionsBar) => ReactNode;
  /** The Overview's parts: next actions, latest entries, the grant in brief. */
  overviewMain?: Part;
  /** Beside them: timescales, the applicant's access. */
  overviewSide?: Part;
  /** The Details tab's parts beside the history (restricted access, who looked at the case). */
  sidePanels?: Part;
  /** The Details tab's parts as wide as the page, below the fields (the grant, payments). */
  sections?: Part;
  /** The Diary tab. */
  diary?: Part;
  /** The Messages tab: the conversation with the applicant and the documents asked of them. */
  messages?: Part;
  /** The Documents tab: every file of the case (issue 39's Documents feature). */
  documents?: Part;
  /** The Timeline tab. */
  timeline?: Part;
  /** Starts loading the other tabs' code, when someone looks like opening one. */
  preloadTabs?: () => void;
};

/**
 * /case-manager/edit/{caseManagerDetailId}: a case as a workspace. It opens on its Overview; the
 * Details tab holds the form (or, for whoever may read but not change the case, a view), the
 * status to move on and the history; Diary, Messages, Documents and Timeline follow. `?tab=` addresses each.
 */
export function CaseEditPage({ id, ...parts }: CasePageParts & { id: number }) {
  const user = useSessionUser();
  const backTo = useReturnPath(paths.authority.caseList);
  const [tab, openTab] = useCaseTab();
  // The Details tab, once opened, stays (hidden) while another is shown: what was typed is kept.
  const [detailsOpened, setDetailsOpened] = useState(tab === 'details');
  if (tab === 'details' && !detailsOpened) setDetailsOpened(true);
  const caseQuery = useGetCaseQuery({ params: { id } });
  const record = caseQuery.data ?? null;
  const history = useGetCaseStatusHistoryQuery(
    record && detailsOpened ? { params: { caseId: id } } : skipToken,
  );
  // A restricted case is assigned only to the people it is restricted to: the server offers them alone.
  const options = useGetCaseOptionsQuery(
    !record?.can.edit || !detailsOpened
      ? skipToken
      : record.restricted
        ? { query: { CaseId: record.id } }
        : undefined,
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

  return (
    <Stack spacing={3}>
      <CaseWorkspaceHeader
        record={record}
        back={back}
        badges={parts.badges?.(record)}
        notices={parts.notices?.(record)}
        actions={parts.actions && ((bar) => parts.actions?.(record, bar))}
      />
      <Stack spacing={3}>
        <CaseWorkspaceTabs
          tab={tab}
          onChange={openTab}
          onIntent={() => {
            detailsModule.preload();
            parts.preloadTabs?.();
          }}
        />
        {tab === 'overview' && (
          <CaseTabPanel tab="overview" shown>
            <CaseOverview
              record={record}
              main={parts.overviewMain?.(record)}
              side={parts.overviewSide?.(record)}
            />
          </CaseTabPanel>
        )}
        {detailsOpened && (
          <CaseTabPanel tab="details" shown={tab === 'details'}>
            <Suspense fallback={<CaseWorkspacePartLoading label="Loading the details" />}>
              <CaseWorkspaceDetails
                record={record}
                options={{
                  data: options.data,
                  error: options.error ? toApiFailure(options.error).message : null,
                  retry: () => void options.refetch(),
                }}
                form={{
                  callerId: user?.webUserId ?? null,
                  cancelTo: backTo,
                  onSave: save,
                  conflict,
                  onKeepMine: keepMine,
                  onDirtyChange: setDirty,
                }}
                dirty={dirty}
                history={{
                  data: history.data,
                  loading: history.isFetching,
                  error: history.error ? toApiFailure(history.error).message : null,
                }}
                onReload={reload}
                side={parts.sidePanels?.(record)}
                sections={parts.sections?.(record)}
                shown={tab === 'details'}
              />
            </Suspense>
          </CaseTabPanel>
        )}
        {tab === 'diary' && (
          <CaseTabPanel tab="diary" shown>
            {parts.diary?.(record)}
          </CaseTabPanel>
        )}
        {tab === 'messages' && (
          <CaseTabPanel tab="messages" shown>
            {parts.messages?.(record)}
          </CaseTabPanel>
        )}
        {tab === 'documents' && (
          <CaseTabPanel tab="documents" shown>
            {parts.documents?.(record) ?? (
              <Typography>The case&apos;s documents will be listed here.</Typography>
            )}
          </CaseTabPanel>
        )}
        {tab === 'timeline' && (
          <CaseTabPanel tab="timeline" shown>
            {parts.timeline?.(record)}
          </CaseTabPanel>
        )}
      </Stack>
    </Stack>
  );
}
