import type { ActionItem } from '@casekeeper/contract';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useItemDownload } from '../hooks/use-item-download';
import { FileScanState, isDownloadable } from '@/components/file-scan-state';
import { fileSizeText } from '@/lib/files/file-checks';

/** A file item's file on its edit form: it stays with the item, and can be downloaded. */
export function CurrentFile({ item }: { item: ActionItem }) {
  const { download, downloading } = useItemDownload();
  if (!item.file) return null;
  const size = fileSizeText(item.file.sizeBytes);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>File</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {item.file.name} ({size})
      </Typography>
      {isDownloadable(item.file) ? (
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          aria-disabled={downloading === item.id}
          onClick={() => void download(item)}
          sx={{ ml: -0.5, mt: 0.5 }}
        >
          {downloading === item.id ? 'Downloading…' : 'Download'}
        </Button>
      ) : (
        <FileScanState file={item.file} />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        The file stays with this item. To attach a different file, add a new file item.
      </Typography>
    </Box>
  );
}
