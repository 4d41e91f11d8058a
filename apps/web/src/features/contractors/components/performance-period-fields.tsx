import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateFilter } from '@/components/date-filter';
import type { PerformancePeriod } from '../hooks/use-performance-period';

/** The period's first and last days, both included, and what is wrong with them, if anything. */
export function PerformancePeriodFields({ period }: { period: PerformancePeriod }) {
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateFilter label="From" size="medium" value={period.from} onChange={period.setFrom} />
        <DateFilter label="To" size="medium" value={period.to} onChange={period.setTo} />
      </Stack>
      {period.problem && (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {period.problem}
        </Typography>
      )}
    </Stack>
  );
}
