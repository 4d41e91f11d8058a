import type { YearAllocation } from '@casekeeper/contract';
import { AllocationChangeDialog } from './allocation-change-dialog';
import { AllocationDialog } from './allocation-dialog';

/** The allocation's dialogs: recording or correcting it, and adding an in-year change. */
export type AllocationDialogKind = 'allocation' | 'change';

type AllocationDialogsProps = {
  open: AllocationDialogKind | null;
  /** The year's allocation as it is now: each save is on its version. */
  allocation: YearAllocation;
  onClose: () => void;
  onReload: () => Promise<unknown>;
};

/** The allocation dialog open, if any; a change only once an allocation is recorded. */
export function AllocationDialogs({ open, allocation, onClose, onReload }: AllocationDialogsProps) {
  if (open === 'allocation') {
    return <AllocationDialog allocation={allocation} onClose={onClose} onReload={onReload} />;
  }
  if (open === 'change' && allocation.totalPence !== null) {
    return <AllocationChangeDialog allocation={allocation} onClose={onClose} onReload={onReload} />;
  }
  return null;
}
