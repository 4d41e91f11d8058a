import { CLOCK_STATE_WORDS, type CaseClock } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RagBadge } from '@/components/rag-badge';
import { formatDate, formatIsoDay } from '@/lib/format-date';
import { clockTimeline } from '../lib/clock-timeline';
import { countText, limitText, ragWords, standingText } from '../lib/clock-words';
import { ClockTimelineBar } from './clock-timeline-bar';
import { DetailList } from '@/components/detail-list';

type CaseClockItemProps = {
  clock: CaseClock;
  /** Today, London (yyyy-mm-dd). */
  today: string;
  /** What starts it, for a clock not started ("Starts at Application submitted"), when known. */
  startsAt: string | null;
};

type Detail = { label: string; text: string };

function detailsOf(clock: CaseClock): Detail[] {
  const details: Detail[] = [];
  if (clock.startedAt) details.push({ label: 'Started', text: formatDate(clock.startedAt) });
  if (clock.dueDate) details.push({ label: 'Due', text: formatIsoDay(clock.dueDate) });
  if (clock.stoppedAt) details.push({ label: 'Stopped', text: formatDate(clock.stoppedAt) });
  if (clock.paused > 0 || clock.state === 'paused') {
    const since = clock.pauses.at(-1);
    details.push({
      label: 'Paused',
      text:
        clock.state === 'paused' && since && !since.to
          ? `${countText(clock.paused, clock.countUnit)}, on hold since ${formatDate(since.from)}`
          : countText(clock.paused, clock.countUnit),
    });
  }
  details.push({ label: 'Limit', text: limitText(clock.limit, clock.limitUnit) });
  return details;
}

/** One clock of a case: its name, state, colour, where it stands, its dates and its timeline. */
export function CaseClockItem({ clock, today, startsAt }: CaseClockItemProps) {
  const rag = ragWords(clock);
  const standing = standingText(clock);
  const timeline = clockTimeline(clock, today);
  const state = CLOCK_STATE_WORDS[clock.state];
  return (
    <Stack
      component="li"
      spacing={1.25}
      sx={{ py: 2, '&:first-of-type': { pt: 0 }, '&:last-of-type': { pb: 0 } }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
          {clock.name}
        </Typography>
        {rag && clock.rag !== 'none' && <RagBadge rag={clock.rag} words={rag} />}
      </Stack>
      <Typography>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {state}
        </Box>
        {standing && ` · ${standing}`}
        {clock.state === 'not_started' && startsAt && ` · starts when the case reaches ${startsAt}`}
      </Typography>
      {timeline && <ClockTimelineBar timeline={timeline} rag={clock.rag} />}
      <DetailList details={detailsOf(clock)} />
    </Stack>
  );
}
