import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { LoadFailure } from '@/components/load-failure';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetContractorsPerformanceQuery } from '../api/contractor-performance-api';
import { useMaySeePerformance } from '../hooks/use-may-see-performance';
import { usePerformancePeriod } from '../hooks/use-performance-period';
import { PERFORMANCE_HINT } from './contractor-performance-section';
import { ContractorsPerformanceTable } from './contractors-performance-table';
import { PerformancePeriodFields } from './performance-period-fields';

/**
 * The authority dashboard's table of every contractor's performance over a period, for authority
 * ADMINs (nothing for anyone else): those with anything in the period and every active one.
 */
export function ContractorsPerformancePanel() {
  return useMaySeePerformance() ? <PerformancePanel /> : null;
}

function PerformancePanel() {
  const period = usePerformancePeriod();
  const read = useGetContractorsPerformanceQuery(period.query === null ? skipToken : { query: period.query });
  const rows = read.currentData?.contractors;
  return (
    <SectionCard heading="Contractor performance" hint={PERFORMANCE_HINT}>
      <PerformancePeriodFields period={period} />
      {read.error ? (
        <LoadFailure
          message={`Contractor performance could not be loaded: ${toApiFailure(read.error).message}`}
          onRetry={() => void read.refetch()}
        />
      ) : rows && period.query ? (
        rows.length === 0 ? (
          <Typography>No contractor had anything in the period.</Typography>
        ) : (
          <ContractorsPerformanceTable rows={rows} />
        )
      ) : (
        period.query && <Typography role="status">Loading the figures…</Typography>
      )}
    </SectionCard>
  );
}
