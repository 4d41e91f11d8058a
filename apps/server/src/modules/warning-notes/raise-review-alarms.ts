import { WARNING_NOTE_MESSAGES, WARNING_NOTE_TYPE_LABELS } from '@casekeeper/contract';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cases, warningNotes } from '../../db/schema';
import { addNoticeItem } from '../diaries';
import { ukToday } from './warning-note-rules';

const BATCH_SIZE = 100;

/**
 * The warning-notes.review job: each current note whose review date has passed raises an alarm, as
 * an item due now in its case's "Warning notes" diary recorded as made by the note's author (the
 * way the clocks announce themselves: alarms are items on the officer's cases). Once per review
 * date: the item and the note's review_alarmed_at are written in one transaction, and a new review
 * date clears it. Copies of the server running it at once take notes with SKIP LOCKED.
 */
export async function raiseReviewAlarms(db: Database, now = new Date()): Promise<{ alarmed: number }> {
  const today = ukToday(now);
  let alarmed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: warningNotes.id,
          authorityId: warningNotes.authorityId,
          caseId: warningNotes.caseId,
          type: warningNotes.type,
          reviewOn: warningNotes.reviewOn,
          createdById: warningNotes.createdById,
        })
        .from(warningNotes)
        .innerJoin(
          cases,
          and(eq(cases.authorityId, warningNotes.authorityId), eq(cases.id, warningNotes.caseId)),
        )
        .where(
          and(
            lt(warningNotes.reviewOn, today),
            isNull(warningNotes.reviewAlarmedAt),
            isNull(warningNotes.deletedAt),
            isNull(cases.deletedAt),
          ),
        )
        .limit(BATCH_SIZE)
        .for('update', { of: [warningNotes], skipLocked: true });

      for (const note of due) {
        const typeLabel = WARNING_NOTE_TYPE_LABELS[note.type];
        await addNoticeItem(tx, {
          authorityId: note.authorityId,
          caseId: note.caseId,
          diaryTitle: WARNING_NOTE_MESSAGES.reviewDiaryTitle,
          diaryDescription: WARNING_NOTE_MESSAGES.reviewDiaryDescription,
          prefix: 'Other',
          description: WARNING_NOTE_MESSAGES.reviewAlarm(typeLabel),
          body: { text: WARNING_NOTE_MESSAGES.reviewAlarmText(typeLabel, note.reviewOn) },
          createdById: note.createdById,
        });
      }
      if (due.length > 0) {
        const ids = due.map((note) => note.id);
        await tx.update(warningNotes).set({ reviewAlarmedAt: now }).where(inArray(warningNotes.id, ids));
      }
      return due.length;
    });
    alarmed += count;
    if (count < BATCH_SIZE) return { alarmed };
  }
}
