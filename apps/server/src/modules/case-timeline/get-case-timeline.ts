import {
  CASE_TIMELINE_KINDS,
  type CaseTimelineKind,
  type CaseTimelinePage,
  type caseTimelineQuerySchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import { documentRequestEntries, replyEntries } from './conversation-entries';
import { editEntries } from './edit-entries';
import { fileEntries } from './file-entries';
import { addedItemEntries, completedItemEntries } from './item-entries';
import { statusEntries } from './status-entries';
import { byNewest, cursorOf, parseCursor } from './timeline-cursor';
import type { SourceRead } from './timeline-source';

export type GetCaseTimelineInput = {
  caller: Caller;
  caseId: number;
  query: z.output<typeof caseTimelineQuerySchema>;
};

const SOURCES = [
  statusEntries,
  addedItemEntries,
  completedItemEntries,
  fileEntries,
  editEntries,
  replyEntries,
  documentRequestEntries,
];

/**
 * One page of a case's timeline for whoever may read the case: each source reads at most a page
 * from the cursor, newest first, and the merge keeps the newest page of them all. A case the
 * caller cannot see (another authority's, restricted to others) is not found.
 */
export async function getCaseTimeline(db: Executor, input: GetCaseTimelineInput): Promise<CaseTimelinePage> {
  const scope = caseScopeOf(input.caller);
  const found = await findCase(db, input.caseId, scope);
  if (!found) throw caseNotFound();
  const { kinds, cursor, pageSize } = input.query;
  const read: SourceRead = {
    authorityId: scope.authorityId,
    caseId: found.id,
    kinds: new Set<CaseTimelineKind>(kinds && kinds.length > 0 ? kinds : CASE_TIMELINE_KINDS),
    cursor: parseCursor(cursor),
    limit: pageSize + 1,
  };
  const rows = (await Promise.all(SOURCES.map((source) => source(db, read)))).flat().sort(byNewest);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({ ...row, at: row.at.toISOString() })),
    nextCursor: rows.length > pageSize && last ? cursorOf(last) : null,
  };
}
