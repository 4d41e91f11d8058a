import { isDownloadableScanStatus, type StoredFile } from '@casekeeper/contract';
import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Whether a file can be downloaded: not while the virus scanner checks it, nor once it refused it. */
export const isDownloadable = (file: Pick<StoredFile, 'scanStatus'>) =>
  isDownloadableScanStatus(file.scanStatus);

/** What is said of a file that cannot be downloaded, by where the scanner has got to. */
export const FILE_SCAN_STATE_TEXT = {
  PENDING: 'being checked for viruses',
  INFECTED: 'refused: a virus was found',
} as const;

/**
 * A file that cannot be downloaded, named with the reason, where its download link would be:
 * "being checked for viruses" until the scanner passes it, "refused: a virus was found" after it
 * refused it (its bytes are gone). Nothing for a file that can be downloaded.
 */
export function FileScanState({ file }: { file: Pick<StoredFile, 'name' | 'scanStatus'> }) {
  if (file.scanStatus !== 'PENDING' && file.scanStatus !== 'INFECTED') return null;
  const refused = file.scanStatus === 'INFECTED';
  const Icon = refused ? GppBadOutlined : HourglassEmptyOutlined;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'flex-start', mt: 0.5, color: refused ? 'error.main' : 'text.secondary' }}
    >
      <Icon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', color: 'inherit' }}>
        <span>{file.name}</span> ({FILE_SCAN_STATE_TEXT[file.scanStatus]})
      </Typography>
    </Stack>
  );
}
