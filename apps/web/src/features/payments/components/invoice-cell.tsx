import type { Payment } from '@casekeeper/contract';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInvoiceDownload } from '../hooks/use-invoice-download';

type InvoiceCellProps = { caseId: number; payment: Payment };

/** The invoice's reference, and its file to download when one is attached. */
export function InvoiceCell({ caseId, payment }: InvoiceCellProps) {
  const { download, downloading } = useInvoiceDownload();
  const file = payment.invoiceFile;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
        {payment.invoiceReference}
      </Typography>
      {file ? (
        <Button
          size="small"
          startIcon={<DownloadOutlined aria-hidden />}
          aria-label={`Download ${file.name}, the invoice ${payment.invoiceReference}`}
          aria-disabled={downloading === payment.id}
          onClick={() => void (downloading === null && download(caseId, payment.id, file.name))}
          sx={{ ml: -0.5, textAlign: 'left', overflowWrap: 'break-word', wordBreak: 'normal' }}
        >
          {downloading === payment.id ? 'Downloading…' : file.name}
        </Button>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No file attached
        </Typography>
      )}
    </Stack>
  );
}
