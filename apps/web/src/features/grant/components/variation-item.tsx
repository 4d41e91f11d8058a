import type { CaseGrant, Variation } from '@casekeeper/contract';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailList, type Detail } from '@/components/detail-list';
import { FileScanState, isDownloadable } from '@/components/file-scan-state';
import { formatDate } from '@/lib/format-date';
import { costChangeText, decisionWords, mayDecide, variationWaitWords } from '../lib/variation-words';
import { VariationStateChip } from './variation-state-chip';

export type VariationAction = 'approve' | 'reject' | 'attach';

type VariationItemProps = {
  grant: CaseGrant;
  variation: Variation;
  /** Its place in the list, oldest first: how it is named. */
  number: number;
  /** The change whose button was pressed and still runs, if any. */
  busy: string | null;
  downloading: boolean;
  onDownload: () => void;
  onAction: (action: VariationAction) => void;
};

/** Words kept as typed, lines included, and long ones broken rather than widening a phone's screen. */
const typed = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
    {text}
  </Box>
);

/**
 * One variation: what it adds and removes, its cost change, why, who recorded and decided it, and
 * its document; Approve and Reject for an approver who did not record it, Attach for a writer.
 */
export function VariationItem({
  grant,
  variation,
  number,
  busy,
  downloading,
  onDownload,
  onAction,
}: VariationItemProps) {
  const name = `variation ${number}`;
  const decision = decisionWords(variation);
  const waiting = variationWaitWords(variation, grant);
  const details: Detail[] = [
    ...(variation.worksAdded ? [{ label: 'Added', text: typed(variation.worksAdded) }] : []),
    ...(variation.worksRemoved ? [{ label: 'Removed', text: typed(variation.worksRemoved) }] : []),
    { label: 'Reason', text: typed(variation.reason) },
    { label: 'Recorded by', text: `${variation.recorded.name} on ${formatDate(variation.recorded.at)}` },
    ...(decision ? [{ label: 'Decision', text: decision }] : []),
    ...(variation.rejectionReason ? [{ label: 'Why rejected', text: typed(variation.rejectionReason) }] : []),
    {
      label: 'Document',
      text:
        variation.file && !isDownloadable(variation.file) ? (
          <FileScanState file={variation.file} />
        ) : variation.file ? (
          <Button
            size="small"
            startIcon={<DownloadOutlined aria-hidden />}
            aria-label={`Download ${variation.file.name}, the document of ${name}`}
            aria-disabled={downloading}
            onClick={() => !downloading && onDownload()}
            sx={{ ml: -0.5, textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {downloading ? 'Downloading…' : variation.file.name}
          </Button>
        ) : (
          'None'
        ),
    },
  ];
  const deciding = mayDecide(variation, grant);

  return (
    <Stack component="li" spacing={1} sx={{ py: 1.5, '& + li': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h4" sx={{ fontWeight: 700 }}>
          Variation {number}: {costChangeText(variation.costChangePence)}
        </Typography>
        <VariationStateChip state={variation.state} />
      </Stack>
      <DetailList details={details} rowGap={0.5} stackOnPhone />
      {waiting && <Typography sx={{ color: 'text.secondary' }}>{waiting}</Typography>}
      {(deciding || grant.can.vary) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {deciding && (
            <>
              <Button
                size="small"
                variant="contained"
                color="success"
                aria-label={`Approve ${name}`}
                aria-disabled={busy !== null}
                onClick={() => busy === null && onAction('approve')}
              >
                {busy === `approve-${variation.id}` ? 'Approving…' : 'Approve'}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                aria-label={`Reject ${name}`}
                aria-disabled={busy !== null}
                onClick={() => busy === null && onAction('reject')}
              >
                Reject
              </Button>
            </>
          )}
          {grant.can.vary && (
            <Button
              size="small"
              aria-label={`Attach a document to ${name}`}
              onClick={() => onAction('attach')}
            >
              {variation.file ? 'Replace document' : 'Attach document'}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
