import { CLOCK_LIST_FILTER_LABELS, type ClockListFilter, type ClockPerformance } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import { monthLabel } from '@/lib/format-date';
import { clockCasesHref, type ClockCases } from '../lib/clock-cases';
import { ClockFiguresTable, countText, DaysText, type ClockFigureRow } from './clock-figures-table';

type Range = { from: string; to: string };

/** The share met of the clocks stopped, as a whole percentage; null when none stopped. */
const shareMet = ({ met, missed }: { met: number; missed: number }) =>
  met + missed === 0 ? null : Math.round((met * 100) / (met + missed));

type FigureProps = { label: string; children: ReactNode; note?: string };

function Figure({ label, children, note }: FigureProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography component="span" variant="h5" sx={{ display: 'block', fontWeight: 700 }}>
          {children}
        </Typography>
        {note && (
          <Typography
            component="span"
            sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}
          >
            {note}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** A count that opens its cases, read out with what it counts. */
function CountLink({ count, href, context }: { count: number; href: string; context: string }) {
  return (
    <Link component={RouterLink} to={href}>
      {countText(count)}{' '}
      <Box component="span" sx={SCREEN_READER_ONLY}>
        {context}
      </Box>
    </Link>
  );
}

function Section({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details>
      <summary>
        <Typography component="span">{summary}</Typography>
      </summary>
      {children}
    </details>
  );
}

type ClockPerformanceCardProps = { clock: ClockPerformance; range: Range };

/**
 * One clock on the dashboard: met and missed over the period (the month each stopped), its
 * working days, what is overdue or due soon now, and the same by month, officer and contractor;
 * every count opens the case list of exactly the cases it counts.
 */
export function ClockPerformanceCard({ clock, range }: ClockPerformanceCardProps) {
  const id = useId();
  const href = (state: ClockListFilter, more: Omit<ClockCases, 'clockId' | 'state'> = {}) =>
    clockCasesHref({ clockId: clock.definitionId, state, ...more });
  const share = shareMet(clock);
  const stopped = clock.met + clock.missed;
  const inPeriod = { months: range };
  const peopleRow = (
    key: string,
    label: string,
    group: ClockPerformance['byOfficer'][number] | ClockPerformance['byContractor'][number],
    whose: Pick<ClockCases, 'officerId' | 'contractorId'>,
  ): ClockFigureRow => ({
    key,
    label,
    met: { count: group.met, href: href('Met', { ...inPeriod, ...whose }) },
    missed: { count: group.missed, href: href('Missed', { ...inPeriod, ...whose }) },
    days: group.days,
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} component="h3" variant="h6">
        {clock.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {stopped === 0
          ? 'No clock stopped in this period.'
          : `${countText(clock.met)} of ${countText(stopped)} met (${share ?? 0}%).`}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          my: 2,
        }}
      >
        <Figure label="Met" note={share === null ? undefined : `${share}% of those stopped`}>
          <CountLink count={clock.met} href={href('Met', inPeriod)} context={`${clock.name} clocks met`} />
        </Figure>
        <Figure label="Missed">
          <CountLink
            count={clock.missed}
            href={href('Missed', inPeriod)}
            context={`${clock.name} clocks missed`}
          />
        </Figure>
        <Figure label={CLOCK_LIST_FILTER_LABELS.Overdue}>
          <CountLink
            count={clock.overdue}
            href={href('Overdue')}
            context={`${clock.name} clocks overdue now`}
          />
        </Figure>
        <Figure label={CLOCK_LIST_FILTER_LABELS.DueSoon}>
          <CountLink
            count={clock.dueSoon}
            href={href('DueSoon')}
            context={`${clock.name} clocks ${CLOCK_LIST_FILTER_LABELS.DueSoon.toLowerCase()}`}
          />
        </Figure>
        <Figure label="Median" note="working days">
          <DaysText days={clock.days.median} />
        </Figure>
        <Figure label="90th percentile" note="working days">
          <DaysText days={clock.days.p90} />
        </Figure>
      </Box>
      <Section summary="Each month">
        <ClockFiguresTable
          caption={`${clock.name}: clocks met and missed each month`}
          about="Month"
          empty="No months."
          rows={clock.months.map((month) => ({
            key: month.month,
            label: monthLabel(month.month),
            met: { count: month.met, href: href('Met', { months: { from: month.month, to: month.month } }) },
            missed: {
              count: month.missed,
              href: href('Missed', { months: { from: month.month, to: month.month } }),
            },
          }))}
        />
      </Section>
      <Section summary="By officer">
        <ClockFiguresTable
          caption={`${clock.name}: clocks met and missed by officer, and their working days`}
          about="Officer"
          withDays
          empty="No clock stopped in this period."
          rows={clock.byOfficer.map((officer) =>
            peopleRow(String(officer.officerId), officer.officerName ?? 'Unassigned', officer, {
              officerId: officer.officerId,
            }),
          )}
        />
      </Section>
      <Section summary="By contractor">
        <ClockFiguresTable
          caption={`${clock.name}: clocks met and missed by contractor, and their working days`}
          about="Contractor"
          withDays
          empty="No clock stopped in this period."
          rows={clock.byContractor.map((contractor) =>
            peopleRow(
              String(contractor.contractorId),
              contractor.contractorName ?? 'No contractor',
              contractor,
              {
                contractorId: contractor.contractorId,
              },
            ),
          )}
        />
      </Section>
    </Paper>
  );
}
