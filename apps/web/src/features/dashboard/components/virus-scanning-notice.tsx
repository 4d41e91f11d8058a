import { VIRUS_SCANNING_OFF_NOTICE, type PlatformDashboard } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';

/**
 * Says when uploads go unscanned (no CLAMD_HOST and CLAMD_PORT), and when uploads wait for the
 * scanner: many waiting for long means it is away.
 */
export function VirusScanningNotice({ scanning }: { scanning: PlatformDashboard['virusScanning'] }) {
  if (!scanning.configured) {
    return (
      <Alert severity="warning" role="alert">
        {VIRUS_SCANNING_OFF_NOTICE}.
      </Alert>
    );
  }
  if (scanning.pendingFiles === 0) return null;
  const files = scanning.pendingFiles === 1 ? '1 upload is' : `${scanning.pendingFiles} uploads are`;
  return (
    <Alert severity="info">
      {files} waiting to be checked for viruses. If this stays high, check that the scanner is running.
    </Alert>
  );
}
