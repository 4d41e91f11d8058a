/** Rows `offset` to `offset + limit` of a list of `total` rows. */
export type ListWindow = { offset: number; limit: number; total: number };

/**
 * How to read a window of a list from the sort's index, which is read past the rows before it:
 * a window past the middle is read from the far end, in the opposite order, so no page skips
 * more than half the list. Null when the window is empty. `total` must be exact.
 */
export function windowRead(window: ListWindow): { offset: number; limit: number; reversed: boolean } | null {
  const limit = Math.min(window.limit, window.total - window.offset);
  if (limit <= 0) return null;
  const after = window.total - window.offset - limit;
  return after < window.offset
    ? { offset: after, limit, reversed: true }
    : { offset: window.offset, limit, reversed: false };
}

/** A group of officers whose cases are listed together, and how many of them the list has. */
export type OfficerGroup = { officerIds: (number | null)[]; cases: number };

/**
 * Where a window falls when the list runs group by group (the Officer sort): the part of it in
 * each group the window reaches, as a window of that group.
 */
export function windowsByGroup(
  groups: OfficerGroup[],
  window: Omit<ListWindow, 'total'>,
): { group: OfficerGroup; window: ListWindow }[] {
  const parts: { group: OfficerGroup; window: ListWindow }[] = [];
  let skip = window.offset;
  let wanted = window.limit;
  for (const group of groups) {
    if (wanted <= 0) break;
    if (skip >= group.cases) {
      skip -= group.cases;
      continue;
    }
    const limit = Math.min(wanted, group.cases - skip);
    parts.push({ group, window: { offset: skip, limit, total: group.cases } });
    wanted -= limit;
    skip = 0;
  }
  return parts;
}
