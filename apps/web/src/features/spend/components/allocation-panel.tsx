import type { YearAllocation } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailList } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';
import { formatPence } from '@/lib/money';
import type { AllocationDialogKind } from './allocation-dialogs';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import { AllocationChangeCards } from './allocation-change-cards';
import { AllocationChangesTable } from './allocation-changes-table';

type AllocationPanelProps = {
  allocation: YearAllocation;
  onOpen: (dialog: AllocationDialogKind) => void;
};

/**
 * The year's allocation: as first recorded, its in-year changes and the total with them; an
 * authority ADMIN records or corrects it and adds changes.
 */
export function AllocationPanel({ allocation, onOpen }: AllocationPanelProps) {
  const { allocationPence, totalPence, label } = allocation;
  const may = allocation.can.change;
  const phone = useCardLayout();
  return (
    <SectionCard
      heading={`Allocation for ${label}`}
      hint="What the authority has to spend on grants this financial year, with any in-year change to it."
    >
      {allocationPence === null || totalPence === null ? (
        <Typography>
          No allocation is recorded for {label}, so what remains of it cannot be worked out.
          {!may && ' Your authority’s administrators record it.'}
        </Typography>
      ) : (
        <>
          <DetailList details={[{ label: 'As first recorded', text: formatPence(allocationPence) }]} />
          {allocation.changes.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>No in-year change so far.</Typography>
          ) : phone ? (
            <AllocationChangeCards allocation={allocation} />
          ) : (
            <AllocationChangesTable allocation={allocation} />
          )}
          <Typography sx={{ fontWeight: 700 }}>
            The year&rsquo;s allocation: {formatPence(totalPence)}
          </Typography>
        </>
      )}
      {may && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          {allocationPence === null ? (
            <Button variant="contained" onClick={() => onOpen('allocation')}>
              Record the allocation
            </Button>
          ) : (
            <>
              <Button variant="contained" onClick={() => onOpen('change')}>
                Add an in-year change
              </Button>
              <Button variant="outlined" onClick={() => onOpen('allocation')}>
                Correct the allocation
              </Button>
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
