import {
  DISPOSAL_MESSAGES,
  type RetentionSchedule,
  type RetentionScheduleAnswer,
} from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { authorityInScope } from '../../platform/access/record-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { auditDiff } from '../../platform/audit/audit-diff';
import { AppError } from '../../platform/errors/app-error';

const scheduleColumns = {
  authorityId: authorities.id,
  caseRetentionYears: authorities.caseRetentionYears,
  applicantAccountRetentionYears: authorities.applicantAccountRetentionYears,
  fileRetentionYears: authorities.fileRetentionYears,
};

async function findSchedule(
  db: Executor,
  authorityId: number,
  options: { forUpdate?: boolean } = {},
): Promise<RetentionScheduleAnswer> {
  const query = db.select(scheduleColumns).from(authorities).where(eq(authorities.id, authorityId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', DISPOSAL_MESSAGES.authorityNotFound);
  return row;
}

/** An authority's schedule: its ADMINs read their own, platform admins any (another is a 403). */
export function getRetentionSchedule(
  db: Executor,
  input: { caller: Caller; authorityId: number },
): Promise<RetentionScheduleAnswer> {
  return findSchedule(db, authorityInScope(input.caller, input.authorityId));
}

export type SaveRetentionScheduleInput = ChangeInput<{ authorityId: number; schedule: RetentionSchedule }>;

/** Saves an authority's schedule, audited with what it was; the next nightly review uses it. */
export async function saveRetentionSchedule(
  db: Database,
  input: SaveRetentionScheduleInput,
): Promise<RetentionScheduleAnswer> {
  const authorityId = authorityInScope(input.caller, input.authorityId);
  return db.transaction(async (tx) => {
    const before = await findSchedule(tx, authorityId, { forUpdate: true });
    await tx.update(authorities).set(input.schedule).where(eq(authorities.id, authorityId));
    const after = await findSchedule(tx, authorityId);
    await auditChange(tx, input, 'authority.retention-schedule', authorityId, {
      authorityId,
      ...auditDiff(before, after),
    });
    return after;
  });
}
