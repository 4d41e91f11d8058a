import type { ContractorPerformance } from '@casekeeper/contract';
import { DetailList } from '@/components/detail-list';
import { medianText, onTimeText, variationsText } from '../lib/performance-words';

/** One contractor's figures over the period, label by label. */
export function ContractorPerformanceFigures({ row }: { row: ContractorPerformance }) {
  return (
    <DetailList
      stackOnPhone
      rowGap={0.75}
      details={[
        { label: 'Quotes given', text: `${row.quotesGiven}, of which ${row.quotesAccepted} accepted` },
        { label: 'Jobs ordered', text: row.jobs },
        { label: 'Jobs finished', text: row.finished },
        { label: 'Median time, ordered to completed', text: medianText(row) },
        { label: 'Finished on time', text: onTimeText(row) },
        { label: 'Approved variations', text: variationsText(row) },
      ]}
    />
  );
}
