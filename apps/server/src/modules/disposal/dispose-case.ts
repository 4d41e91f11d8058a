import { DISPOSAL_MESSAGES } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { actionDiaries, actionItems, authorities, cases, disposalReviews } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import { removeStoredBytes } from '../files';
import { countDisposed } from './disposal-batch-repository';
import { alreadyDisposed, notInReview } from './disposal-rules';
import { allCaseFileIds, disposeCaseFiles } from './dispose-files';
import {
  anonymiseApplicantAccount,
  applicantIdentities,
  applicantsFollowingNothingElse,
} from './dispose-applicant-account';
import { endedOnOf, ENDED_STATUS_IDS } from './ended-cases';
import {
  anonymiseCaseRow,
  blankCaseTexts,
  completeOpenItems,
  deleteWarningNotes,
  removeApplicantAccess,
  removeMailAndThrottles,
} from './erase-case-data';
import { scrubAuditEntries } from './scrub-audit-entries';

export type DisposalDeps = {
  /**
   * As the tables' owner: a disposal scrubs the audit log, which only the owner may change (with
   * its append-only trigger off, inside the disposal's transaction).
   */
  ownerDb: Database;
  fileStorage: FileStorage;
};

export type DisposeCaseInput = {
  authorityId: number;
  caseId: number;
  /** The ADMIN who decided it: by hand, or by starting the bulk disposal. */
  decidedById: number;
  onBehalfOfId?: number | null;
  context?: RequestContext;
  batchId?: number;
  now?: Date;
};

async function lockCase(tx: Executor, authorityId: number, caseId: number) {
  const [row] = await tx
    .select({
      firstName: cases.clientFirstName,
      lastName: cases.clientLastName,
      email: cases.clientEmail,
      phone: cases.clientPhone,
      uprn: cases.uprn,
      disposedAt: cases.disposedAt,
      statusId: cases.statusId,
      endedOn: sql<string | null>`${endedOnOf('cases')}::text`,
      reviewState: disposalReviews.state,
      years: authorities.caseRetentionYears,
    })
    .from(cases)
    .innerJoin(
      disposalReviews,
      and(eq(disposalReviews.authorityId, cases.authorityId), eq(disposalReviews.caseId, cases.id)),
    )
    .innerJoin(authorities, eq(authorities.id, cases.authorityId))
    .where(and(eq(cases.authorityId, authorityId), eq(cases.id, caseId)))
    .for('update', { of: [cases, disposalReviews] });
  return row;
}

async function idsOf(tx: Executor, authorityId: number, caseId: number) {
  const diaries = await tx
    .select({ id: actionDiaries.id })
    .from(actionDiaries)
    .where(and(eq(actionDiaries.authorityId, authorityId), eq(actionDiaries.caseId, caseId)));
  const items = await tx
    .select({ id: actionItems.id })
    .from(actionItems)
    .where(and(eq(actionItems.authorityId, authorityId), eq(actionItems.caseId, caseId)));
  return { diaryIds: diaries.map((row) => row.id), itemIds: items.map((row) => row.id) };
}

/**
 * Disposes of one case of the review (docs/personal-data.md, "Retention and disposal"), in one
 * transaction as the owner: the client's personal data, address, diary texts, warning notes,
 * files, applicant access (and the applicant's account when it follows nothing else), the mail
 * naming them and the personal values in the case's audit entries go; an anonymised shell stays.
 * The files' bytes are removed once it has committed. It cannot be undone.
 */
export async function disposeCase(
  deps: DisposalDeps,
  input: DisposeCaseInput,
): Promise<{ disposedAt: Date }> {
  const { authorityId, caseId } = input;
  const now = input.now ?? new Date();
  const { storageKeys } = await deps.ownerDb.transaction(async (tx) => {
    const found = await lockCase(tx, authorityId, caseId);
    if (!found) throw notInReview();
    if (found.disposedAt !== null || found.reviewState === 'DISPOSED') throw alreadyDisposed();
    // Reopened since the review listed it: it is no longer due (the next review lets it leave).
    if (!(ENDED_STATUS_IDS as readonly number[]).includes(found.statusId)) throw notInReview();

    const { diaryIds, itemIds } = await idsOf(tx, authorityId, caseId);
    const fileIds = await allCaseFileIds(tx, authorityId, caseId);
    const applicantIds = await removeApplicantAccess(tx, authorityId, caseId);
    const applicants = await applicantIdentities(tx, applicantIds);
    const leaving = await applicantsFollowingNothingElse(tx, applicantIds, caseId);
    const fullName = `${found.firstName} ${found.lastName}`.trim();
    const emails = [found.email, ...applicants.map((applicant) => applicant.email)].filter(
      (email): email is string => Boolean(email),
    );

    await blankCaseTexts(tx, authorityId, caseId);
    await completeOpenItems(tx, authorityId, caseId, now);
    const warningNoteIds = await deleteWarningNotes(tx, authorityId, caseId);
    const disposedFiles = await disposeCaseFiles(tx, authorityId, caseId, now);
    for (const id of leaving) await anonymiseApplicantAccount(tx, id);
    await removeMailAndThrottles(tx, { emails, names: [fullName] });
    await anonymiseCaseRow(tx, authorityId, caseId, now);
    await tx
      .update(disposalReviews)
      .set({
        state: 'DISPOSED',
        keepReason: null,
        keepNote: null,
        keptUntil: null,
        decidedById: input.decidedById,
        decidedAt: now,
        batchId: input.batchId ?? null,
      })
      .where(and(eq(disposalReviews.authorityId, authorityId), eq(disposalReviews.caseId, caseId)));
    if (input.batchId !== undefined) await countDisposed(tx, input.batchId);

    await scrubAuditEntries(tx, {
      authorityId,
      caseIds: [caseId],
      diaryIds,
      itemIds,
      warningNoteIds,
      fileIds,
      webUserIds: leaving,
      values: [
        fullName,
        ...emails,
        ...[found.phone, found.uprn, ...applicants.map((applicant) => applicant.phone)].filter(
          (value): value is string => Boolean(value),
        ),
      ],
    });
    const endedOn = found.endedOn ?? '';
    await recordAudit(tx, {
      actorId: input.decidedById,
      onBehalfOfId: input.onBehalfOfId ?? null,
      authorityId,
      action: 'disposal.dispose',
      entityType: 'case',
      entityId: String(caseId),
      after: {
        rule: DISPOSAL_MESSAGES.disposedUnder(found.years, endedOn),
        retentionYears: found.years,
        endedOn,
        batchId: input.batchId ?? null,
        removed: {
          files: disposedFiles.ids.length,
          diaries: diaryIds.length,
          diaryItems: itemIds.length,
          warningNotes: warningNoteIds.length,
          applicantAccess: applicantIds.length,
          applicantAccounts: leaving.length,
        },
      },
      ip: input.context?.ip ?? null,
      requestId: input.context?.requestId ?? null,
    });
    return disposedFiles;
  });
  await removeStoredBytes(deps.fileStorage, storageKeys);
  return { disposedAt: now };
}
