import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { yearFromQuery, yearUnderWay } from '../lib/financial-years';

const KEY = 'year';

/**
 * The financial year the Spend page shows, kept in its address (`?year=2026`) so a reload or a
 * shared link keeps it; the year under way (UK time) while the address names none.
 */
export function useFinancialYear() {
  const [search, setSearch] = useSearchParams();
  const underWay = useMemo(() => yearUnderWay(new Date()), []);
  const year = yearFromQuery(search.get(KEY), underWay);
  const setYear = useCallback(
    (next: number) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(KEY, String(next));
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { year, underWay, setYear };
}
