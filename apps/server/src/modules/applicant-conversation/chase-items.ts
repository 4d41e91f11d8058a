import { CONVERSATION_MESSAGES } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionItems } from '../../db/schema';
import { addDays } from '../../platform/time/calendar-days';
import { londonStartOf } from '../../platform/time/london-calendar';
import { addNoticeItem } from '../diaries';
import type { CaseKey } from './conversation-repository';

/** The last minute of a UK day: an item due then is overdue from the next day on. */
export const endOfUkDay = (day: string): Date => new Date(londonStartOf(addDays(day, 1)).getTime() - 60_000);

/**
 * The officer's chase item for a request: an action item in the case's "Documents asked for"
 * diary, due at the end of the due day. While the applicant owes the document it is open, so an
 * unanswered request is upcoming, then overdue, in the alarms and My work like any item (the
 * alarms and My work read items only, and stay equal). Answers the item's id.
 */
export async function addChaseItem(
  tx: Executor,
  input: CaseKey & { label: string; dueOn: string; createdById: number },
): Promise<number> {
  const id = await addNoticeItem(tx, {
    authorityId: input.authorityId,
    caseId: input.caseId,
    diaryTitle: CONVERSATION_MESSAGES.chaseDiaryTitle,
    diaryDescription: CONVERSATION_MESSAGES.chaseDiaryDescription,
    prefix: 'Other',
    description: CONVERSATION_MESSAGES.chaseItem(input.label),
    body: { text: CONVERSATION_MESSAGES.chaseText(input.label, input.dueOn) },
    createdById: input.createdById,
  });
  await tx
    .update(actionItems)
    .set({ scheduledAt: endOfUkDay(input.dueOn) })
    .where(and(eq(actionItems.authorityId, input.authorityId), eq(actionItems.id, id)));
  return id;
}

/** Completes a request's chase item if it is still open (the applicant answered, or it was accepted). */
export async function closeChaseItem(tx: Executor, authorityId: number, id: number | null): Promise<void> {
  if (id === null) return;
  await tx
    .update(actionItems)
    .set({ isCompleted: true, completedAt: new Date() })
    .where(
      and(
        eq(actionItems.authorityId, authorityId),
        eq(actionItems.id, id),
        eq(actionItems.isCompleted, false),
      ),
    );
}
