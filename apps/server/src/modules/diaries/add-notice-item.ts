import type { ActionType } from '@casekeeper/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionDiaries } from '../../db/schema';
import { insertItem } from './action-item-repository';
import { insertDiary } from './diary-repository';

export type NoticeItem = {
  authorityId: number;
  caseId: number;
  /** The case's diary the item goes in, made with the first such item. */
  diaryTitle: string;
  diaryDescription: string;
  prefix: ActionType;
  description: string;
  /** A note's words (a text item), or a stored file (a file item). */
  body: { text: string } | { fileId: string };
  /** Who the diary and the item are recorded as made by. */
  createdById: number;
  /** Sent by the applicant: new until seen, never overdue (docs/documents.md). */
  fromApplicant?: boolean;
  /** When the item is due; now unless given (a bulk action's item, modules/bulk-actions). */
  scheduledAt?: Date;
};

/**
 * An item due now in the case's diary of `diaryTitle` (made with the first): something the
 * product noticed about the case, or something the applicant sent, which raises its officer's
 * alarm and waits in the diary. The case row is locked first, so two first items at once make one
 * diary. Answers the item's id.
 */
export async function addNoticeItem(tx: Executor, input: NoticeItem): Promise<number> {
  const { authorityId, caseId } = input;
  await tx.execute(
    sql`select 1 from cases where authority_id = ${authorityId} and id = ${caseId} for update`,
  );
  const [existing] = await tx
    .select({ id: actionDiaries.id })
    .from(actionDiaries)
    .where(
      and(
        eq(actionDiaries.authorityId, authorityId),
        eq(actionDiaries.caseId, caseId),
        eq(actionDiaries.title, input.diaryTitle),
      ),
    )
    .orderBy(asc(actionDiaries.id))
    .limit(1);
  const diaryId =
    existing?.id ??
    (
      await insertDiary(tx, {
        authorityId,
        caseId,
        title: input.diaryTitle,
        description: input.diaryDescription,
        createdById: input.createdById,
      })
    ).id;
  return insertItem(tx, {
    authorityId,
    diaryId,
    caseId,
    prefix: input.prefix,
    description: input.description,
    scheduledAt: input.scheduledAt ?? new Date(),
    sharedWithApplicant: false,
    createdById: input.createdById,
    fromApplicant: input.fromApplicant ?? false,
    ...('text' in input.body
      ? { kind: 'TEXT', textBody: input.body.text }
      : { kind: 'FILE', fileId: input.body.fileId }),
  });
}
