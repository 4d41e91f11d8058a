import { NATION_NAMES, type BankHolidayChanges, type BankHolidayDay } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIsoDay } from '@/lib/format-date';

function DayList({ label, days }: { label: string; days: readonly BankHolidayDay[] }) {
  if (days.length === 0) return null;
  return (
    <div>
      <Typography component="h4" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="ul" aria-label={label} sx={{ m: 0, pl: 3 }}>
        {days.map(({ day, title }) => (
          <li key={day}>
            <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatIsoDay(day)}
            </Box>{' '}
            {title}
          </li>
        ))}
      </Box>
    </div>
  );
}

const yearsText = (years: readonly number[]) =>
  years.length === 0 ? 'no years' : years.length === 1 ? String(years[0]) : `${years[0]} to ${years.at(-1)}`;

/** What a file adds and removes in each nation, as the preview and the applied file answer it. */
export function HolidayChanges({ changes }: { changes: BankHolidayChanges }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {changes.nations.map((change) => (
        <Box
          component="section"
          key={change.nation}
          aria-label={NATION_NAMES[change.nation]}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {NATION_NAMES[change.nation]}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Covers {yearsText(change.years)}.</Typography>
          {change.added.length === 0 && change.removed.length === 0 ? (
            <Typography>No change.</Typography>
          ) : (
            <>
              <DayList label={`Adds in ${NATION_NAMES[change.nation]}`} days={change.added} />
              <DayList label={`Removes in ${NATION_NAMES[change.nation]}`} days={change.removed} />
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
