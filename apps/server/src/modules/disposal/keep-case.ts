import {
  DISPOSAL_KEEP_YEARS_MAX,
  DISPOSAL_MESSAGES,
  type DisposalReviewRow,
  type keepCaseRequestSchema,
} from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { disposalReviews } from '../../db/schema';
import { settingsAuthorityOf } from '../../platform/access/authority-settings-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { fieldError } from '../../platform/errors/app-error';
import { findReviewRow } from './disposal-review-repository';
import { addYears, alreadyDisposed, notInReview, ukToday } from './disposal-rules';

export type KeepCaseInput = ChangeInput<{ fields: z.output<typeof keepCaseRequestSchema>; now?: Date }>;

/**
 * Keeps a case of the review past its date, for a stated reason, until a day after today (at most
 * DISPOSAL_KEEP_YEARS_MAX years on); the nightly review puts it back when that day has passed.
 */
export async function keepCase(db: Database, input: KeepCaseInput): Promise<DisposalReviewRow> {
  const authorityId = settingsAuthorityOf(input.caller);
  const { caseId, reason, note, keptUntil } = input.fields;
  const today = ukToday(input.now);
  if (keptUntil <= today) throw fieldError('keptUntil', DISPOSAL_MESSAGES.keptUntilPast);
  if (keptUntil > addYears(today, DISPOSAL_KEEP_YEARS_MAX)) {
    throw fieldError('keptUntil', DISPOSAL_MESSAGES.keptUntilTooFar);
  }
  return db.transaction(async (tx) => {
    const before = await findReviewRow(tx, authorityId, caseId, { forUpdate: true });
    if (!before) throw notInReview();
    if (before.state === 'DISPOSED') throw alreadyDisposed();
    const keepNote = note.trim() === '' ? null : note.trim();
    await tx
      .update(disposalReviews)
      .set({
        state: 'KEPT',
        keepReason: reason,
        keepNote,
        keptUntil,
        decidedById: input.caller.webUserId,
        decidedAt: new Date(),
      })
      .where(and(eq(disposalReviews.authorityId, authorityId), eq(disposalReviews.caseId, caseId)));
    const after = await findReviewRow(tx, authorityId, caseId);
    if (!after) throw notInReview();
    await auditChange(tx, input, 'disposal.keep', caseId, {
      before: { state: before.state, keepReason: before.keepReason, keptUntil: before.keptUntil },
      after: { state: 'KEPT', keepReason: reason, keepNote, keptUntil, dueOn: before.dueOn },
    });
    return after;
  });
}
