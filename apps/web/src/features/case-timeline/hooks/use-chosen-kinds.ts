import { CASE_TIMELINE_KINDS, type CaseTimelineKind } from '@casekeeper/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const isKind = (value: string): value is CaseTimelineKind =>
  (CASE_TIMELINE_KINDS as readonly string[]).includes(value);

/**
 * The timeline's chosen kinds, kept in the address as `?kinds=status,edit` (none: everything):
 * each choice is a new history entry, so Back returns to the choice before, and a link keeps it.
 * Unknown kinds in the address are ignored; the page's other parameters (`tab`) stay.
 */
export function useChosenKinds(): [CaseTimelineKind[], (next: CaseTimelineKind[]) => void] {
  const [search, setSearch] = useSearchParams();
  const named = search.get('kinds') ?? '';
  const chosen = useMemo(
    () => CASE_TIMELINE_KINDS.filter((kind) => named.split(',').filter(isKind).includes(kind)),
    [named],
  );
  const choose = useCallback(
    (next: CaseTimelineKind[]) =>
      setSearch((current) => {
        const after = new URLSearchParams(current);
        const ordered = CASE_TIMELINE_KINDS.filter((kind) => next.includes(kind));
        if (ordered.length === 0) after.delete('kinds');
        else after.set('kinds', ordered.join(','));
        return after;
      }),
    [setSearch],
  );
  return [chosen, choose];
}
