import { grantEndpoints, type CaseGrant, type Quote } from '@casekeeper/contract';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import { useConfirm } from '@/components/data-list/use-confirm';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import { formatIsoDay } from '@/lib/format-date';
import { londonDayOf } from '@/lib/london-day';
import { formatPence } from '@/lib/money';
import { useRemoveQuoteMutation } from '../api/grant-api';
import { useRecordAction as useGrantAction } from '@/lib/forms/use-record-action';
import { useGrantDownload } from '../hooks/use-grant-download';
import { durationWords, isExpired } from '../lib/grant-words';
import { DetailList } from '@/components/detail-list';
import { FileScanState, isDownloadable } from '@/components/file-scan-state';
import { QuoteChips, ValidUntil } from './quote-chips';

export type QuoteAction = 'change' | 'attach' | 'accept';

type QuotesListProps = {
  grant: CaseGrant;
  onAction: (action: QuoteAction, quote: Quote) => void;
  onStale: () => void;
};

/**
 * The quotes received for the works: a table on a wide screen, a card each on a phone, the
 * accepted and the lowest marked; whoever prepares the grant changes, attaches documents to,
 * accepts and removes them.
 */
export function QuotesList({ grant, onAction, onStale }: QuotesListProps) {
  const cards = useCardLayout();
  const [removeQuote] = useRemoveQuoteMutation();
  const { run } = useGrantAction(onStale);
  const { download, downloading } = useGrantDownload(
    grantEndpoints.downloadQuoteFile,
    useCallback((quote: Quote) => ({ caseId: grant.caseId, quoteId: quote.id }), [grant.caseId]),
    'quote',
  );
  const dialog = useConfirm();
  const today = londonDayOf(new Date());

  if (grant.quotes.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No quotes are recorded yet.</Typography>;
  }

  const documentOf = (quote: Quote): ReactNode =>
    quote.file && !isDownloadable(quote.file) ? (
      <FileScanState file={quote.file} />
    ) : quote.file ? (
      <Button
        size="small"
        startIcon={<DownloadOutlined aria-hidden />}
        aria-label={`Download ${quote.file.name}, the quote from ${quote.contractorName}`}
        aria-disabled={downloading === quote.id}
        onClick={() => void download(quote)}
        sx={{ ml: -0.5, textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        {downloading === quote.id ? 'Downloading…' : quote.file.name}
      </Button>
    ) : (
      'None'
    );

  const askToRemove = (quote: Quote) =>
    dialog.ask({
      title: `Remove the quote from ${quote.contractorName}?`,
      message: `${formatPence(quote.amountPence)}, received ${formatIsoDay(quote.receivedOn)}${quote.file ? ', with its document' : ''}.`,
      confirmLabel: 'Remove quote',
      destructive: true,
      onConfirm: () =>
        run(`remove-${quote.id}`, () =>
          removeQuote({
            params: { caseId: grant.caseId },
            body: { version: grant.version, id: quote.id },
          }).unwrap(),
        ),
    });

  const actions = (quote: Quote) =>
    grant.can.prepare && (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!quote.accepted && (
          <Button
            size="small"
            variant="outlined"
            aria-label={`Accept the quote from ${quote.contractorName}`}
            onClick={() => onAction('accept', quote)}
          >
            Accept
          </Button>
        )}
        <Button
          size="small"
          aria-label={`Change the quote from ${quote.contractorName}`}
          onClick={() => onAction('change', quote)}
        >
          Change
        </Button>
        <Button
          size="small"
          aria-label={`Attach the document of the quote from ${quote.contractorName}`}
          onClick={() => onAction('attach', quote)}
        >
          Attach document
        </Button>
        {!quote.accepted && (
          <Button
            size="small"
            color="error"
            aria-label={`Remove the quote from ${quote.contractorName}`}
            onClick={() => askToRemove(quote)}
          >
            Remove
          </Button>
        )}
      </Stack>
    );

  const list = cards ? (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Quotes">
      {grant.quotes.map((quote) => (
        <Paper component="li" key={quote.id} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{quote.contractorName}</Typography>
            <QuoteChips quote={quote} />
            <DetailList
              details={[
                { label: 'Amount', text: formatPence(quote.amountPence) },
                { label: 'Received', text: formatIsoDay(quote.receivedOn) },
                {
                  label: 'Valid until',
                  text: <ValidUntil quote={quote} expired={isExpired(quote, today)} />,
                },
                { label: 'Estimated duration', text: durationWords(quote) },
                { label: 'Document', text: documentOf(quote) },
                ...(quote.notes ? [{ label: 'Notes', text: quote.notes }] : []),
              ]}
            />
            {actions(quote)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  ) : (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Quotes">
        <TableHead>
          <TableRow>
            <TableCell>Contractor</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Received</TableCell>
            <TableCell>Valid until</TableCell>
            <TableCell>Estimated duration</TableCell>
            <TableCell>Document</TableCell>
            <TableCell>
              <Box component="span" sx={SCREEN_READER_ONLY}>
                Marked
              </Box>
            </TableCell>
            {grant.can.prepare && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {grant.quotes.map((quote) => (
            <TableRow key={quote.id} selected={quote.accepted}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {quote.contractorName}
                {quote.notes && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {quote.notes}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPence(quote.amountPence)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIsoDay(quote.receivedOn)}</TableCell>
              <TableCell>
                <ValidUntil quote={quote} expired={isExpired(quote, today)} />
              </TableCell>
              <TableCell>{durationWords(quote)}</TableCell>
              <TableCell>{documentOf(quote)}</TableCell>
              <TableCell>
                <QuoteChips quote={quote} />
              </TableCell>
              {grant.can.prepare && <TableCell>{actions(quote)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );

  return (
    <>
      {list}
      {grant.acceptedReason && (
        <Typography>
          <strong>Why the accepted quote:</strong> {grant.acceptedReason}
        </Typography>
      )}
      <ConfirmDialog {...dialog.dialogProps} />
    </>
  );
}
