import { useState } from 'react';
import { PageLoading } from '@/components/page-loading';
import { useGetYearAllocationQuery } from '../api/spend-api';
import { AllocationDialogs, type AllocationDialogKind } from './allocation-dialogs';
import { AllocationPanel } from './allocation-panel';
import { ReadFailure } from './read-failure';

/**
 * The year's allocation, read for itself, with the dialogs that record, correct and change it; a
 * dialog's save is on the version read last, and a stale one reads it again.
 */
export function AllocationSection({ year }: { year: number }) {
  const allocation = useGetYearAllocationQuery({ params: { year } });
  const [open, setOpen] = useState<AllocationDialogKind | null>(null);
  const read = allocation.currentData;
  const { refetch } = allocation;

  if (!read) {
    return allocation.error ? (
      <ReadFailure error={allocation.error} onRetry={() => void refetch()} />
    ) : (
      <PageLoading inline />
    );
  }
  return (
    <>
      <AllocationPanel allocation={read} onOpen={setOpen} />
      <AllocationDialogs open={open} allocation={read} onClose={() => setOpen(null)} onReload={refetch} />
    </>
  );
}
