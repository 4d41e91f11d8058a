import type { ChartListQuery } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { monthLabel } from '@/lib/format-date';
import { useGetClockPerformanceQuery } from '../api/get-clock-performance';
import { ClockPerformanceCard } from './clock-performance-card';

/**
 * The dashboard's Timescales: each of the authority's clocks over the cases the caller may see,
 * for the period chosen (docs/clocks.md).
 */
export function ClockPerformanceSection({ query }: { query: ChartListQuery }) {
  const id = useId();
  const performance = useGetClockPerformanceQuery({ query });
  const { data, error } = performance;
  const first = data?.months[0];
  const last = data?.months.at(-1);
  const range = first && last ? { from: first, to: last } : undefined;
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} component="h2" variant="h6">
        Timescales
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {range &&
          `Clocks met and missed from ${monthLabel(range.from)} to ${monthLabel(range.to)}, by the month each stopped (UK time); overdue and due soon as of today. `}
        Days are working days, less any time paused. Each count opens its cases.{' '}
        <Link component={RouterLink} to={paths.authority.clocks.settings}>
          How timescales are worked out
        </Link>
      </Typography>
      {error && <Alert severity="error">The timescales could not load: {toApiFailure(error).message}</Alert>}
      {data && range ? (
        data.clocks.length === 0 ? (
          <Typography>Your authority has no clocks.</Typography>
        ) : (
          <Stack
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {data.clocks.map((clock) => (
              <ClockPerformanceCard key={clock.definitionId} clock={clock} range={range} />
            ))}
          </Stack>
        )
      ) : (
        !error && <PageLoading inline />
      )}
    </Stack>
  );
}
