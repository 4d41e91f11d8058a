import type { CaseTimelineEntry, CaseTimelineKind } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { webUsers } from '../../db/schema';
import type { TimelineCursor } from './timeline-cursor';

/** What each source of the timeline reads: one case, the kinds asked for, one page from the cursor. */
export type SourceRead = {
  authorityId: number;
  caseId: number;
  kinds: ReadonlySet<CaseTimelineKind>;
  cursor: TimelineCursor | null;
  /** At most this many rows of each source: a page, and one more to tell whether there are more. */
  limit: number;
};

/** An entry before it is answered: its time still a Date, for the merge. */
export type TimelineRow = Omit<CaseTimelineEntry, 'at'> & { at: Date };

/** A person's name as the case page shows it. */
export const nameOf = (user: typeof webUsers) =>
  sql<string>`concat_ws(' ', ${user.firstName}, ${user.lastName})`;
