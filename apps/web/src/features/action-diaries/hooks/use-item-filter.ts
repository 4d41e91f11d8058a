import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isItemFilter, type ItemFilter } from '../lib/item-filter';

const KEY = 'show';

/** The diary page's filter, kept in its address (`?show=overdue`) so a reload or a shared link keeps it. */
export function useItemFilter(): [ItemFilter, (filter: ItemFilter) => void] {
  const [search, setSearch] = useSearchParams();
  const value = search.get(KEY);
  const filter = isItemFilter(value) ? value : 'all';
  const setFilter = useCallback(
    (next: ItemFilter) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'all') updated.delete(KEY);
          else updated.set(KEY, next);
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [filter, setFilter];
}
