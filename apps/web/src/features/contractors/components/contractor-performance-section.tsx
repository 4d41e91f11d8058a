import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { LoadFailure } from '@/components/load-failure';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetContractorPerformanceQuery } from '../api/contractor-performance-api';
import { usePerformancePeriod } from '../hooks/use-performance-period';
import { ContractorPerformanceFigures } from './contractor-performance-figures';
import { PerformancePeriodFields } from './performance-period-fields';

export const PERFORMANCE_HINT =
  'Quotes by the day received; jobs by the day the works were ordered or completed; times in working days.';

/** A contractor's page: how they performed over a period (authority ADMINs). */
export function ContractorPerformanceSection({ contractorId }: { contractorId: number }) {
  const period = usePerformancePeriod();
  const read = useGetContractorPerformanceQuery(
    period.query === null ? skipToken : { params: { id: contractorId }, query: period.query },
  );
  return (
    <SectionCard heading="Performance" hint={PERFORMANCE_HINT}>
      <PerformancePeriodFields period={period} />
      {read.error ? (
        <LoadFailure
          message={`The performance could not be loaded: ${toApiFailure(read.error).message}`}
          onRetry={() => void read.refetch()}
        />
      ) : read.currentData && period.query ? (
        <ContractorPerformanceFigures row={read.currentData.contractor} />
      ) : (
        period.query && <Typography role="status">Loading the figures…</Typography>
      )}
    </SectionCard>
  );
}
