import type { CaseTimelineKind } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadFailure } from '@/components/load-failure';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetCaseTimelineQuery } from '../api/case-timeline-api';
import { TimelineEntry } from './timeline-entry';

type TimelinePageProps = {
  caseId: number;
  kinds: readonly CaseTimelineKind[];
  cursor: string | null;
  pageSize: number;
  canEdit: boolean;
  /** Whether this is the last page shown, which offers the next. */
  last: boolean;
  onOlder: (cursor: string) => void;
  emptyText: string;
};

/** One page of the timeline, and on the last page shown, a way to the older entries. */
export function TimelinePage(props: TimelinePageProps) {
  const { caseId, kinds, cursor, pageSize, canEdit, last, onOlder, emptyText } = props;
  const page = useGetCaseTimelineQuery({
    params: { caseId },
    query: {
      ...(kinds.length > 0 ? { kinds: kinds.join(',') } : {}),
      ...(cursor ? { cursor } : {}),
      pageSize,
    },
  });
  if (page.error) {
    return (
      <li>
        <LoadFailure message={toApiFailure(page.error).message} onRetry={() => void page.refetch()} />
      </li>
    );
  }
  if (!page.data) {
    return (
      <Typography component="li" role="status" sx={{ py: 1.5 }}>
        Loading the timeline…
      </Typography>
    );
  }
  const { entries, nextCursor } = page.data;
  return (
    <>
      {entries.length === 0 && cursor === null ? (
        <Typography component="li" sx={{ py: 1.5 }}>
          {emptyText}
        </Typography>
      ) : (
        entries.map((entry) => (
          <TimelineEntry key={entry.key} entry={entry} caseId={caseId} canEdit={canEdit} />
        ))
      )}
      {last && nextCursor && (
        <Stack component="li" sx={{ pt: 1.5, alignItems: 'flex-start' }}>
          <Button variant="outlined" onClick={() => onOlder(nextCursor)}>
            Show older entries
          </Button>
        </Stack>
      )}
    </>
  );
}
