import type { Payment } from '@casekeeper/contract';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileScanState, isDownloadable } from '@/components/file-scan-state';
import { useInvoiceDownload } from '../hooks/use-invoice-download';

type InvoiceCellProps = { caseId: number; payment: Payment };

/** One line cut short with an ellipsis: a long file name would otherwise break up the row. */
const ONE_LINE = {
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/**
 * The invoice's reference, and its file to download when one is attached: a long name is cut
 * short on screen, and given whole in its tooltip and in the button's name.
 */
export function InvoiceCell({ caseId, payment }: InvoiceCellProps) {
  const { download, downloading } = useInvoiceDownload();
  const file = payment.invoiceFile;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start', minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'break-word', wordBreak: 'normal', maxWidth: '100%' }}>
        {payment.invoiceReference}
      </Typography>
      {file && !isDownloadable(file) ? (
        <FileScanState file={file} />
      ) : file ? (
        <Button
          size="small"
          startIcon={<DownloadOutlined aria-hidden />}
          aria-label={`Download ${file.name}, the invoice ${payment.invoiceReference}`}
          aria-disabled={downloading === payment.id}
          onClick={() => void (downloading === null && download(caseId, payment.id, file.name))}
          sx={{ ml: -0.5, maxWidth: '100%', minWidth: 0 }}
        >
          <Box component="span" title={file.name} sx={ONE_LINE}>
            {downloading === payment.id ? 'Downloading…' : file.name}
          </Box>
        </Button>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No file attached
        </Typography>
      )}
    </Stack>
  );
}
