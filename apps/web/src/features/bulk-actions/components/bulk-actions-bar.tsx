import { BULK_ACTION_LABELS, BULK_CASE_IDS_MAX } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useSessionUser } from '@/lib/session/use-session-user';
import type { BulkActionKind } from '../lib/bulk-action-form';
import type { ChosenCases } from '../lib/chosen-cases';
import { BulkActionDialog } from './bulk-action-dialog';
import { ExportSelectionButton } from './export-selection-button';

type BulkActionsBarProps = {
  /** The chosen cases as the request names them. */
  selection: ChosenCases | null;
  count: number;
};

/**
 * The actions on the chosen cases. Reassigning is for an authority ADMIN: an officer's cases are
 * their own, so they could only reassign them to themselves.
 */
export function BulkActionsBar({ selection, count }: BulkActionsBarProps) {
  const user = useSessionUser();
  const [open, setOpen] = useState<BulkActionKind | null>(null);
  const kinds: BulkActionKind[] = [
    ...(user?.role === 'ADMIN' ? (['REASSIGN'] as const) : []),
    'CHANGE_STATUS',
    'ADD_ACTION_ITEM',
  ];
  const tooMany = selection?.kind === 'CASES' && selection.caseIds.length > BULK_CASE_IDS_MAX;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} aria-label="Bulk actions" role="group">
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant="contained"
            disabled={!selection || tooMany}
            onClick={() => setOpen(kind)}
            sx={{ minHeight: 44 }}
          >
            {BULK_ACTION_LABELS[kind]}
          </Button>
        ))}
        {selection && !tooMany && <ExportSelectionButton selection={selection} />}
      </Stack>
      {open && selection && (
        <BulkActionDialog kind={open} selection={selection} count={count} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
