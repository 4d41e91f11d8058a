import { CONTRACTOR_PERFORMANCE_MESSAGES } from '@casekeeper/contract';
import { useMemo, useState } from 'react';
import { financialYearUnderWay } from '../lib/performance-words';

export type PerformancePeriod = {
  from: string | null;
  to: string | null;
  setFrom: (day: string | null) => void;
  setTo: (day: string | null) => void;
  /** What to ask the server: null while the period cannot be asked for (see `problem`). */
  query: { from: string; to: string } | null;
  problem: string | null;
};

/** The period a performance view shows: the financial year under way until another is typed. */
export function usePerformancePeriod(): PerformancePeriod {
  const underWay = useMemo(() => financialYearUnderWay(new Date()), []);
  const [from, setFrom] = useState<string | null>(underWay.from);
  const [to, setTo] = useState<string | null>(underWay.to);
  const problem =
    from === null || to === null
      ? CONTRACTOR_PERFORMANCE_MESSAGES.bothDates
      : from > to
        ? CONTRACTOR_PERFORMANCE_MESSAGES.order
        : null;
  const query = problem === null && from !== null && to !== null ? { from, to } : null;
  return { from, to, setFrom, setTo, query, problem };
}
