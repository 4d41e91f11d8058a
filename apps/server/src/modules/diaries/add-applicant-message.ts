import { APPLICANT_MESSAGES_DIARY_TITLE } from '@casekeeper/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionDiaries } from '../../db/schema';
import { insertDiary } from './diary-repository';
import { insertItem } from './action-item-repository';

export type ApplicantMessage = {
  authorityId: number;
  caseId: number;
  applicantId: number;
  /** What the officer's list says of it, e.g. "Message from Peggy Woolley". */
  description: string;
  /** A message's words, or a document's stored file. */
  body: { text: string } | { fileId: string };
};

/**
 * Keeps what an applicant sent (a message as a text item, a document as a file item) due now in
 * the case's diary of messages from the applicant (made with the first), so the case's officer has
 * an alarm for it. The case row is locked first so two first messages at once make one diary.
 * Answers the item's id.
 */
export async function addApplicantMessage(tx: Executor, input: ApplicantMessage): Promise<number> {
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
        eq(actionDiaries.title, APPLICANT_MESSAGES_DIARY_TITLE),
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
        title: APPLICANT_MESSAGES_DIARY_TITLE,
        description: 'What the applicant sent from the portal.',
        createdById: input.applicantId,
      })
    ).id;
  return insertItem(tx, {
    authorityId,
    diaryId,
    caseId,
    prefix: 'Other',
    description: input.description,
    scheduledAt: new Date(),
    sharedWithApplicant: false,
    createdById: input.applicantId,
    ...('text' in input.body
      ? { kind: 'TEXT', textBody: input.body.text }
      : { kind: 'FILE', fileId: input.body.fileId }),
  });
}
