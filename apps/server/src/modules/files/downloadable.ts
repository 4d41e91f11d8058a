import { FILE_MESSAGES, type FileScanStatus } from '@casekeeper/contract';
import { conflict } from '../../platform/errors/app-error';

/**
 * Refuses (409) a file the virus scanner has yet to pass, or has refused (its bytes are gone):
 * called before a download is recorded, so a refused download is no download.
 */
export function assertDownloadable(file: { scanStatus: FileScanStatus }): void {
  if (file.scanStatus === 'PENDING') throw conflict(FILE_MESSAGES.beingChecked);
  if (file.scanStatus === 'INFECTED') throw conflict(FILE_MESSAGES.infected);
}
