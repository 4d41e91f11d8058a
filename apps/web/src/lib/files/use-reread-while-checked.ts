import type { StoredFile } from '@casekeeper/contract';
import { useEffect } from 'react';

/** How often a page's files are read again while one of them is being checked for viruses. */
export const SCAN_POLL_MS = 5_000;

/** Whether any of the files (absent ones skipped) is still being checked for viruses. */
export const anyBeingChecked = (files: Iterable<StoredFile | null | undefined>): boolean => {
  for (const file of files) if (file?.scanStatus === 'PENDING') return true;
  return false;
};

/**
 * Reads the files' record again every few seconds while one of them is being checked for viruses,
 * so its download link appears once the scanner passes it; stops when none is.
 */
export function useRereadWhileChecked(checking: boolean, reread: () => unknown): void {
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => void reread(), SCAN_POLL_MS);
    return () => clearInterval(timer);
  }, [checking, reread]);
}
