import { grantEndpoints, type CaseGrant, type Variation } from '@casekeeper/contract';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { useConfirm } from '@/components/data-list/use-confirm';
import { useRecordAction } from '@/lib/forms/use-record-action';
import { formatPence } from '@/lib/money';
import { useApproveVariationMutation } from '../api/grant-api';
import { useGrantDownload } from '../hooks/use-grant-download';
import type { ReloadGrant } from '../hooks/use-grant-form-save';
import { costChangeText } from '../lib/variation-words';
import { GrantFileDialog } from './grant-file-dialog';
import { GrantPart } from './grant-part';
import { RejectVariationDialog } from './reject-variation-dialog';
import { VariationDialog } from './variation-dialog';
import { VariationItem, type VariationAction } from './variation-item';

type VariationsPartProps = {
  grant: CaseGrant;
  /** Someone else changed the grant first: the section offers to read it again. */
  onStale: () => void;
  onReload: ReloadGrant;
};

type Open = { kind: 'record' } | { kind: 'reject' | 'attach'; variation: Variation; number: number } | null;

/**
 * The variations of the approved grant, oldest first: a writer records one (and attaches its
 * document); an approver approves or rejects those that raise the grant and that they did not record.
 */
export function VariationsPart({ grant, onStale, onReload }: VariationsPartProps) {
  const [open, setOpen] = useState<Open>(null);
  const [approveVariation] = useApproveVariationMutation();
  const { busy, run } = useRecordAction(onStale);
  const dialog = useConfirm();
  const { caseId } = grant;
  const { download, downloading } = useGrantDownload(
    grantEndpoints.downloadVariationFile,
    useCallback((variation: Variation) => ({ caseId, variationId: variation.id }), [caseId]),
    'variation',
  );
  const close = useCallback(() => setOpen(null), []);

  const askToApprove = (variation: Variation, number: number) => {
    const total = grant.approvedTotalPence;
    dialog.ask({
      title: `Approve variation ${number}?`,
      message:
        total === null
          ? `It changes the grant by ${costChangeText(variation.costChangePence)}.`
          : `It changes the grant by ${costChangeText(variation.costChangePence)}: the approved total becomes ${formatPence(total + variation.costChangePence)}.`,
      confirmLabel: 'Approve variation',
      onConfirm: () =>
        run(`approve-${variation.id}`, () =>
          approveVariation({
            params: { caseId },
            body: { version: grant.version, id: variation.id },
          }).unwrap(),
        ),
    });
  };

  const act = (variation: Variation, number: number, action: VariationAction) => {
    if (action === 'approve') askToApprove(variation, number);
    else setOpen({ kind: action, variation, number });
  };

  return (
    <GrantPart
      heading="Variations"
      action={
        grant.can.vary && (
          <Button startIcon={<Add aria-hidden />} onClick={() => setOpen({ kind: 'record' })}>
            Record a variation
          </Button>
        )
      }
    >
      {grant.variations.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No variations are recorded.</Typography>
      ) : (
        <Box component="ol" aria-label="Variations" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {grant.variations.map((variation, index) => (
            <VariationItem
              key={variation.id}
              grant={grant}
              variation={variation}
              number={index + 1}
              busy={busy}
              downloading={downloading === variation.id}
              onDownload={() => void download(variation)}
              onAction={(action) => act(variation, index + 1, action)}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog {...dialog.dialogProps} />
      {open?.kind === 'record' && <VariationDialog grant={grant} onClose={close} onReload={onReload} />}
      {open?.kind === 'reject' && (
        <RejectVariationDialog
          grant={grant}
          variation={open.variation}
          number={open.number}
          onClose={close}
          onReload={onReload}
        />
      )}
      {open?.kind === 'attach' && (
        <GrantFileDialog
          grant={grant}
          title={`Attach a document to variation ${open.number}`}
          label={
            open.variation.file
              ? `Variation document (replaces ${open.variation.file.name})`
              : 'Variation document'
          }
          endpoint={grantEndpoints.variationFile}
          id={open.variation.id}
          missing="Choose the variation document to attach"
          onClose={close}
          onReload={onReload}
        />
      )}
    </GrantPart>
  );
}
