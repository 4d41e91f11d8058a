import type { Diary } from '@casekeeper/contract';
import { useEffect } from 'react';

/** How often the diaries are read again while a file on them is being checked for viruses. */
export const SCAN_POLL_MS = 5_000;

const anyBeingChecked = (diaries: Diary[] | undefined) =>
  diaries?.some((diary) => diary.items.some((item) => item.file?.scanStatus === 'PENDING')) ?? false;

/**
 * Reads the diaries again every few seconds while a file on them is being checked for viruses,
 * so its download link appears once the scanner passes it; stops when none is.
 */
export function useRereadWhileChecked(diaries: Diary[] | undefined, reread: () => unknown): void {
  const checking = anyBeingChecked(diaries);
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => void reread(), SCAN_POLL_MS);
    return () => clearInterval(timer);
  }, [checking, reread]);
}
