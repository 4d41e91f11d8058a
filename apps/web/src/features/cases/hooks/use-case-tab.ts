import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The parts of a case's page, each addressed by `?tab=` (Overview by default, with no `tab`). */
export const CASE_TABS = ['overview', 'details', 'diary', 'messages', 'documents', 'timeline'] as const;
export type CaseTab = (typeof CASE_TABS)[number];

export const CASE_TAB_LABELS: Record<CaseTab, string> = {
  overview: 'Overview',
  details: 'Details',
  diary: 'Diary',
  messages: 'Messages',
  documents: 'Documents',
  timeline: 'Timeline',
};

const isCaseTab = (value: string | null): value is CaseTab =>
  (CASE_TABS as readonly (string | null)[]).includes(value);

/** `?tab=details` as a link writes it; the Overview is the page's own address. */
export function caseTabSearch(tab: CaseTab): string {
  return tab === 'overview' ? '' : `?tab=${tab}`;
}

/**
 * The tab the address names, and a way to open another: each is a new history entry, so that
 * Back returns to the tab before. An unknown `tab` is the Overview.
 */
export function useCaseTab(): [CaseTab, (tab: CaseTab) => void] {
  const [search, setSearch] = useSearchParams();
  const named = search.get('tab');
  const tab = isCaseTab(named) ? named : 'overview';
  const open = useCallback(
    (next: CaseTab) =>
      // A tab's own filters (the timeline's kinds, the diary's show) stay with it: another tab
      // opens on its address alone.
      setSearch(() => (next === 'overview' ? new URLSearchParams() : new URLSearchParams({ tab: next }))),
    [setSearch],
  );
  return [tab, open];
}
