import type { CaseDueItem } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatDateTime } from '@/lib/format-date';
import { useGetCaseDueActionsQuery } from '../api/case-timeline-api';
import { timelineLinkOf } from '../lib/timeline-link';

type CaseNextActionsProps = {
  caseId: number;
  canEdit: boolean;
  /** How many to show (the server answers at most 20). */
  limit?: number;
};

function DueItem({
  item,
  caseId,
  canEdit,
  now,
}: {
  item: CaseDueItem;
  caseId: number;
  canEdit: boolean;
  now: number;
}) {
  const overdue = Date.parse(item.scheduledAt) < now;
  const link = timelineLinkOf({ to: 'actionItem', id: item.id, itemKind: item.itemKind }, caseId, canEdit);
  return (
    <Box component="li" sx={{ py: 1.25, display: 'grid', gap: 0.25 }}>
      <Typography
        variant="body2"
        sx={{ color: overdue ? 'error.main' : 'text.secondary', fontWeight: overdue ? 700 : 400 }}
      >
        {overdue ? 'Overdue · ' : 'Due '}
        <time dateTime={item.scheduledAt}>{formatDateTime(item.scheduledAt)}</time>
      </Typography>
      <Link component={RouterLink} to={link.to} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {item.prefix} - {item.description}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {item.diaryTitle}
      </Typography>
    </Box>
  );
}

/** The case's open action items, soonest (and overdue) first: what to do next on it. */
export function CaseNextActions({ caseId, canEdit, limit = 5 }: CaseNextActionsProps) {
  const due = useGetCaseDueActionsQuery({ params: { caseId } });
  // The moment the list was first shown: an item falling due while it is open says so on the next read.
  const [now] = useState(() => Date.now());
  const shown = due.data?.items.slice(0, limit) ?? [];
  const more = (due.data?.openCount ?? 0) - shown.length;
  return (
    <SectionCard heading="Next actions" hint="Open action items, the soonest first.">
      {due.error ? (
        <LoadFailure message={toApiFailure(due.error).message} onRetry={() => void due.refetch()} />
      ) : !due.data ? (
        <Typography role="status">Loading the next actions…</Typography>
      ) : shown.length === 0 ? (
        <Typography>No open action items on this case.</Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {shown.map((item) => (
            <DueItem key={item.id} item={item} caseId={caseId} canEdit={canEdit} now={now} />
          ))}
        </Box>
      )}
      {more > 0 && (
        <Link
          component={RouterLink}
          to={paths.actionDiary.list.href(caseId)}
          sx={{ alignSelf: 'flex-start' }}
        >
          See all {due.data?.openCount} open items
        </Link>
      )}
    </SectionCard>
  );
}
