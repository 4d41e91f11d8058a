import { BULK_RESULTS_PAGE_SIZE_DEFAULT } from '@casekeeper/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router';
import { ListPageHeader } from '@/components/data-list/list-page-header';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { caseListsStale, useGetBulkRunCasesQuery, useGetBulkRunQuery } from '../api/bulk-actions-api';
import { BulkRunProgress } from '../components/bulk-run-progress';
import { BulkRunResults, type ResultsFilter } from '../components/bulk-run-results';

const POLL_MS = 1000;

/**
 * /authority/bulk-actions/:runId: a bulk action's progress, read every second while it runs, and
 * what became of each case. It can be left and opened again: the job carries on regardless.
 */
export function BulkRunPage() {
  const runId = Number(useParams().runId);
  const [filter, setFilter] = useState<ResultsFilter>('');
  const [pageNo, setPageNo] = useState(1);
  const dispatch = useDispatch();
  const [polling, setPolling] = useState(true);
  const run = useGetBulkRunQuery({ params: { runId } }, { pollingInterval: polling ? POLL_MS : 0 });
  const results = useGetBulkRunCasesQuery(
    { params: { runId }, query: { pageNo, pageSize: BULK_RESULTS_PAGE_SIZE_DEFAULT, outcome: filter } },
    { pollingInterval: polling ? POLL_MS : 0 },
  );
  const over = run.data !== undefined && run.data.state !== 'RUNNING';
  const [seenRunning, setSeenRunning] = useState(false);
  if (run.data?.state === 'RUNNING' && !seenRunning) setSeenRunning(true);
  // Once over, reading stops; the results are read once more, whole.
  if (over && polling) setPolling(false);
  const { refetch: refetchResults } = results;
  useEffect(() => {
    if (!over || !seenRunning) return;
    void refetchResults();
    // What the run changed shows in every list and case read from now on.
    dispatch(caseListsStale());
  }, [over, seenRunning, refetchResults, dispatch]);

  if (run.error)
    return <LoadFailure message={toApiFailure(run.error).message} onRetry={() => void run.refetch()} />;
  if (!run.data) return <PageLoading />;
  const { data } = run;
  return (
    <>
      <ListPageHeader
        heading="Bulk action"
        subheading={`${data.description} · ${data.totalCount.toLocaleString('en-GB')} ${data.totalCount === 1 ? 'case' : 'cases'} · started by ${data.requestedByName}`}
        back={{ label: 'Back to the cases', to: paths.authority.caseList }}
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <BulkRunProgress run={data} />
        </Paper>
        <SectionCard heading="Cases" hint="What became of each case; open one to see it.">
          <BulkRunResults
            rows={results.data?.data}
            total={results.data?.totalRecords ?? 0}
            pageNo={pageNo}
            filter={filter}
            error={results.error ? toApiFailure(results.error).message : null}
            onPageNo={setPageNo}
            onFilter={(next) => {
              setFilter(next);
              setPageNo(1);
            }}
          />
        </SectionCard>
      </Stack>
    </>
  );
}
