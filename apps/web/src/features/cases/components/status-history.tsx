import type { CaseStatusChange } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatIsoDay } from '@/lib/format-date';
import { SectionCard } from '@/components/section-card';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';

type StatusHistoryProps = {
  history: readonly CaseStatusChange[] | undefined;
  loading: boolean;
  error: string | null;
};

/** Every move of the case, the latest first: from and to, who and when, a refusal's reason, and the note. */
export function StatusHistory({ history, loading, error }: StatusHistoryProps) {
  const latestFirst = [...(history ?? [])].reverse();
  return (
    <SectionCard heading="Status history" hint={latestFirst.length > 1 ? 'Latest first.' : undefined}>
      {error ? (
        <Typography role="alert">{error}</Typography>
      ) : loading && !history ? (
        <Typography role="status">Loading the history…</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {latestFirst.map((change, index) => (
            <Box
              component="li"
              key={change.id}
              sx={{
                position: 'relative',
                pl: 3,
                pb: index === latestFirst.length - 1 ? 0 : 2.5,
                // The timeline: a dot per move, joined by a line down to the one before.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 4,
                  top: 6,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: index === 0 ? 'primary.main' : 'text.secondary',
                },
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  left: 8,
                  top: 20,
                  bottom: 0,
                  borderLeft: 2,
                  borderColor: 'divider',
                  display: index === latestFirst.length - 1 ? 'none' : 'block',
                },
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {change.fromStatusName ? (
                  <>
                    {change.fromStatusName} <span aria-hidden="true">→</span>
                    <Box component="span" sx={SCREEN_READER_ONLY}>
                      to
                    </Box>{' '}
                    {change.toStatusName}
                  </>
                ) : (
                  `Opened as ${change.toStatusName}`
                )}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {change.recordedAt === change.changedAt
                  ? `${change.changedByName}, ${formatDateTime(change.changedAt)}`
                  : `${change.changedByName}: happened ${formatIsoDay(change.effectiveDate)}, recorded ${formatDateTime(change.recordedAt)}`}
              </Typography>
              {change.refusalReason && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  Reason for refusal: {change.refusalReason}
                </Typography>
              )}
              {change.note && (
                <Typography
                  variant="body2"
                  sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {change.note}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
