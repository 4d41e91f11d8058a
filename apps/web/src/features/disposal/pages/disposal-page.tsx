import {
  DISPOSAL_REVIEW_PAGE_SIZE_DEFAULT,
  type DisposalBatch,
  type DisposalReviewFilter,
  type DisposalReviewRow,
} from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { SectionCard } from '@/components/section-card';
import { pageTitle } from '@/config/app';
import { toApiFailure } from '@/lib/api/api-failure';
import { useSessionUser } from '@/lib/session/use-session-user';
import {
  useDisposeCaseMutation,
  useDisposeCasesMutation,
  useGetDisposalReviewQuery,
  useGetRetentionScheduleQuery,
} from '../api/disposal-api';
import { BatchProgress } from '../components/batch-progress';
import { DisposeDialog } from '../components/dispose-dialog';
import { KeepDialog } from '../components/keep-dialog';
import { RetentionScheduleSection } from '../components/retention-schedule-section';
import { ReviewTable } from '../components/review-table';
import { casesInWords } from '../lib/disposal-words';

const FILTERS: { value: DisposalReviewFilter; label: string }[] = [
  { value: 'OPEN', label: 'All' },
  { value: 'PENDING', label: 'Waiting' },
  { value: 'KEPT', label: 'Kept' },
];

/**
 * /authority/disposal: the authority's retention schedule, and its disposal review (docs/personal-
 * data.md): the cases past their date, to dispose of one by one or together, or to keep for a
 * while. For its ADMINs; the server refuses anyone else.
 */
export function DisposalPage() {
  const user = useSessionUser();
  const authorityId = user?.auth_id ?? 0;
  const schedule = useGetRetentionScheduleQuery({ params: { authorityId } }, { skip: authorityId === 0 });
  const [filter, setFilter] = useState<DisposalReviewFilter>('OPEN');
  const [pageNo, setPageNo] = useState(1);
  const review = useGetDisposalReviewQuery({
    query: { state: filter, pageNo, pageSize: DISPOSAL_REVIEW_PAGE_SIZE_DEFAULT },
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [keeping, setKeeping] = useState<DisposalReviewRow | null>(null);
  const [disposing, setDisposing] = useState<DisposalReviewRow[] | null>(null);
  const [disposeError, setDisposeError] = useState<string | null>(null);
  const [finishedBatch, setFinishedBatch] = useState<DisposalBatch | null>(null);
  const [disposeOne, one] = useDisposeCaseMutation();
  const [disposeMany, many] = useDisposeCasesMutation();

  const rows = review.data?.data ?? [];
  const runningBatch = review.data?.runningBatch ?? null;
  const shownBatch = runningBatch ?? finishedBatch;
  const refetch = review.refetch;
  const onBatchFinished = useCallback(
    (batch: DisposalBatch) => {
      setFinishedBatch(batch);
      setSelected(new Set());
      void refetch();
    },
    [refetch],
  );

  const confirmDisposal = async () => {
    if (!disposing) return;
    setDisposeError(null);
    try {
      const [only] = disposing;
      if (disposing.length === 1 && only) {
        const done = await disposeOne({ body: { caseId: only.caseId, confirmDisposal: true } }).unwrap();
        toast.success(done.message);
      } else {
        const started = await disposeMany({
          body: { caseIds: disposing.map((row) => row.caseId), confirmDisposal: true },
        }).unwrap();
        toast.info(started.message);
        setFinishedBatch(null);
      }
      setDisposing(null);
      setSelected(new Set());
      void refetch();
    } catch (failure) {
      setDisposeError(toApiFailure(failure).message);
    }
  };

  const total = review.data?.totalRecords ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / DISPOSAL_REVIEW_PAGE_SIZE_DEFAULT));
  const chosen = rows.filter((row) => selected.has(row.caseId));

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <title>{pageTitle('Retention and disposal')}</title>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Retention and disposal
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '70ch' }}>
          How long your authority keeps personal data after a case ends, and the cases that have reached that
          date.
        </Typography>
      </div>
      {schedule.error ? (
        <LoadFailure message={toApiFailure(schedule.error).message} onRetry={() => void schedule.refetch()} />
      ) : !schedule.data ? (
        <PageLoading inline />
      ) : (
        <RetentionScheduleSection schedule={schedule.data} />
      )}
      <SectionCard
        heading="Disposal review"
        hint="Cases whose retention period has run out. Dispose of them, or keep one for a stated reason until a date: it comes back here after it."
      >
        {shownBatch && <BatchProgress key={shownBatch.id} batch={shownBatch} onFinished={onBatchFinished} />}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filter}
            aria-label="Which cases to show"
            onChange={(_event, value: DisposalReviewFilter | null) => {
              if (!value) return;
              setFilter(value);
              setPageNo(1);
              setSelected(new Set());
            }}
          >
            {FILTERS.map((option) => (
              <ToggleButton key={option.value} value={option.value}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            variant="contained"
            color="error"
            disabled={chosen.length === 0 || runningBatch !== null}
            onClick={() => {
              setDisposeError(null);
              setDisposing(chosen);
            }}
          >
            Dispose of {chosen.length === 0 ? 'the chosen cases' : casesInWords(chosen.length)}
          </Button>
        </Stack>
        {review.error ? (
          <LoadFailure message={toApiFailure(review.error).message} onRetry={() => void review.refetch()} />
        ) : !review.data ? (
          <PageLoading inline />
        ) : rows.length === 0 ? (
          <Typography>No case has reached the end of its retention period.</Typography>
        ) : (
          <>
            <ReviewTable
              rows={rows}
              selected={selected}
              disabled={runningBatch !== null}
              onToggle={(caseId) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (next.has(caseId)) next.delete(caseId);
                  else next.add(caseId);
                  return next;
                })
              }
              onToggleAll={(select) =>
                setSelected(select ? new Set(rows.map((row) => row.caseId)) : new Set())
              }
              onKeep={setKeeping}
              onDispose={(row) => {
                setDisposeError(null);
                setDisposing([row]);
              }}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                Previous page
              </Button>
              <Typography>
                Page {pageNo} of {lastPage} ({casesInWords(total)})
              </Typography>
              <Button disabled={pageNo >= lastPage} onClick={() => setPageNo(pageNo + 1)}>
                Next page
              </Button>
            </Stack>
          </>
        )}
      </SectionCard>
      {keeping && (
        <KeepDialog
          row={keeping}
          onClose={() => setKeeping(null)}
          onKept={() => {
            setKeeping(null);
            void refetch();
          }}
        />
      )}
      {disposing && (
        <DisposeDialog
          caseNumbers={disposing.map((row) => row.caseNumber)}
          busy={one.isLoading || many.isLoading}
          error={disposeError}
          onConfirm={() => void confirmDisposal()}
          onClose={() => setDisposing(null)}
        />
      )}
    </Stack>
  );
}
