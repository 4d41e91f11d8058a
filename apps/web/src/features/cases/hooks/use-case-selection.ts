import type { CaseListFilter } from '@casekeeper/contract';
import { useCallback, useMemo, useState } from 'react';

/**
 * The cases an officer has chosen on the case list for a bulk action: ticked ones (kept across
 * pages of the same filter), or every case the filter lists, which the server works out itself
 * when the action is submitted. A new filter starts the choice again.
 */
export type CaseSelection = { kind: 'CASES'; caseIds: number[] } | { kind: 'FILTER'; filter: CaseListFilter };

export type CaseListSelection = {
  /** How many cases are chosen: ticked ones, or the list's total. */
  count: number;
  /** The choice as a bulk action sends it; null when nothing is chosen. */
  selection: CaseSelection | null;
  /** The filter's words for "every case", for the toolbar. */
  allMatching: boolean;
  clear: () => void;
};

export function useCaseSelection(filter: CaseListFilter, total: number | undefined) {
  const filterKey = JSON.stringify(filter);
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number>; all: boolean }>({
    key: filterKey,
    ids: new Set(),
    all: false,
  });
  // Another filter lists other cases: what was chosen under the old one is forgotten.
  const current = state.key === filterKey ? state : { key: filterKey, ids: new Set<number>(), all: false };

  const toggle = useCallback(
    (id: number) =>
      setState((before) => {
        const ids = new Set(before.key === filterKey ? before.ids : []);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { key: filterKey, ids, all: false };
      }),
    [filterKey],
  );
  const setPage = useCallback(
    (pageIds: readonly number[], chosen: boolean) =>
      setState((before) => {
        const ids = new Set(before.key === filterKey ? before.ids : []);
        for (const id of pageIds) {
          if (chosen) ids.add(id);
          else ids.delete(id);
        }
        return { key: filterKey, ids, all: false };
      }),
    [filterKey],
  );
  const selectAllMatching = useCallback(
    () => setState({ key: filterKey, ids: new Set(), all: true }),
    [filterKey],
  );
  const clear = useCallback(() => setState({ key: filterKey, ids: new Set(), all: false }), [filterKey]);

  const bulk: CaseListSelection = useMemo(() => {
    if (current.all) {
      return { count: total ?? 0, selection: { kind: 'FILTER', filter }, allMatching: true, clear };
    }
    const caseIds = [...current.ids];
    return {
      count: caseIds.length,
      selection: caseIds.length === 0 ? null : { kind: 'CASES', caseIds },
      allMatching: false,
      clear,
    };
    // `filter` is the same filter while its key is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, total, filterKey, clear]);

  return {
    isChosen: (id: number) => current.all || current.ids.has(id),
    allMatching: current.all,
    toggle,
    setPage,
    selectAllMatching,
    clear,
    bulk,
  };
}

export type CaseSelectionState = ReturnType<typeof useCaseSelection>;
