import { LETTER_MESSAGES } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionItems } from '../../db/schema';
import { addNoticeItem } from '../diaries';

/**
 * Notes a letter in the case's "Letters" diary: a text item, done as it is written, so it records
 * what was sent without raising an alarm or counting as an action due.
 */
export async function noteLetterInDiary(
  tx: Executor,
  note: { authorityId: number; caseId: number; title: string; fileName: string; sentById: number; at: Date },
): Promise<number> {
  const id = await addNoticeItem(tx, {
    authorityId: note.authorityId,
    caseId: note.caseId,
    diaryTitle: LETTER_MESSAGES.diaryTitle,
    diaryDescription: LETTER_MESSAGES.diaryDescription,
    prefix: 'Letter',
    description: LETTER_MESSAGES.letterSent(note.title),
    body: { text: `${note.fileName} is filed under Documents.` },
    createdById: note.sentById,
    scheduledAt: note.at,
  });
  await tx.update(actionItems).set({ isCompleted: true, completedAt: note.at }).where(eq(actionItems.id, id));
  return id;
}
