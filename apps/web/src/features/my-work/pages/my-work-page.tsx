import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { pageTitle } from '@/config/app';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetMyWorkQuery } from '../api/get-my-work';
import type { OpenItem } from '../components/action-lines';
import { ActionsPart } from '../components/actions-part';
import { ApplicantPart } from '../components/applicant-part';
import { ClockCasesPart } from '../components/clock-cases-part';
import { PaymentsPart } from '../components/payments-part';
import { queryOf, searchOf, viewOf, type MyWorkView } from '../lib/my-work-address';

/**
 * /authority/my-work (docs/my-work.md): the person's work across the cases assigned to them, each
 * part on a card: their actions (chosen, ordered and paged as the address says), cases whose
 * clocks are amber or red, what applicants sent that nobody has seen, and payments awaiting them.
 */
export function MyWorkPage({ onOpenItem }: { onOpenItem?: OpenItem }) {
  const [search, setSearch] = useSearchParams();
  const view = viewOf(search);
  const work = useGetMyWorkQuery({ query: queryOf(view) });
  const onView = (next: MyWorkView) => setSearch(searchOf(next), { replace: true });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400 }}>
      <title>{pageTitle('My work')}</title>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          My work
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          What to do across the cases assigned to you: each line opens its case where it needs you.
        </Typography>
      </Stack>
      {work.error && !work.data ? (
        <LoadFailure message={toApiFailure(work.error).message} onRetry={() => void work.refetch()} />
      ) : !work.data ? (
        <PageLoading inline />
      ) : (
        <>
          <ActionsPart actions={work.data.actions} view={view} onView={onView} onOpenItem={onOpenItem} />
          <Stack
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <ApplicantPart applicant={work.data.applicant} onOpenItem={onOpenItem} />
            <ClockCasesPart clocks={work.data.clocks} />
            <PaymentsPart payments={work.data.payments} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
