import { CASE_TIMELINE_KIND_LABELS, type CaseTimelineEntry } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@/lib/format-date';
import { timelineLinkOf } from '../lib/timeline-link';

type TimelineEntryProps = { entry: CaseTimelineEntry; caseId: number; canEdit: boolean };

/** One happening: when and what kind, what, who, more words, what changed, and where to look. */
export function TimelineEntry({ entry, caseId, canEdit }: TimelineEntryProps) {
  const link = entry.link && timelineLinkOf(entry.link, caseId, canEdit);
  return (
    <Box component="li" sx={{ py: 1.5, display: 'grid', gap: 0.25 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {CASE_TIMELINE_KIND_LABELS[entry.kind]}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.what}</Typography>
      {entry.detail && (
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{entry.detail}</Typography>
      )}
      {entry.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="What changed">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                {change.label}: {change.before ?? 'blank'} → {change.after ?? 'blank'}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {entry.who ? `By ${entry.who}` : 'By the system'}
        {link && (
          <>
            {' · '}
            <Link component={RouterLink} to={link.to}>
              {link.label}
            </Link>
          </>
        )}
      </Typography>
    </Box>
  );
}
