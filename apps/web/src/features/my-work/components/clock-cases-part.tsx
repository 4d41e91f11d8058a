import type { MyWork } from '@casekeeper/contract';
import { RagBadge } from '@/components/rag-badge';
import { paths } from '@/config/paths';
import { formatIsoDay } from '@/lib/format-date';
import { CaseLines } from './case-lines';
import { PartCard } from './part-card';

const COLOUR = { amber: 'Amber', red: 'Red' } as const;

/** The person's cases whose clocks have turned amber or red, red first, each opening the case's timescales. */
export function ClockCasesPart({ clocks }: { clocks: MyWork['clocks'] }) {
  return (
    <PartCard
      heading="Clocks amber or red"
      count={clocks.count}
      shown={clocks.items.length}
      empty="No clock of your cases is amber or red."
    >
      <CaseLines
        label="Cases with clocks amber or red"
        lines={clocks.items.map((item) => ({
          key: item.caseId,
          to: paths.caseManager.timescales(item.caseId),
          title: `${item.caseNumber} · ${item.clientName}`,
          badge: <RagBadge rag={item.rag} words={{ colour: COLOUR[item.rag], meaning: null }} size="small" />,
          details: item.clocks
            .map(
              (clock) =>
                `${clock.name}: ${COLOUR[clock.rag]}${clock.dueDate ? `, due ${formatIsoDay(clock.dueDate)}` : ''}`,
            )
            .join('; '),
        }))}
      />
    </PartCard>
  );
}
