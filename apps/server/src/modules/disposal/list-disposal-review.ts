import type { DisposalReviewPage, disposalReviewQuerySchema } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { settingsAuthorityOf } from '../../platform/access/authority-settings-scope';
import { findRunningBatch } from './disposal-batch-repository';
import { findReviewPage } from './disposal-review-repository';

/** A page of the caller's authority's disposal review, with any bulk disposal under way. */
export async function listDisposalReview(
  db: Executor,
  input: { caller: Caller; query: z.output<typeof disposalReviewQuerySchema> },
): Promise<DisposalReviewPage> {
  const authorityId = settingsAuthorityOf(input.caller);
  const { pageNo, pageSize, state } = input.query;
  const { rows, total } = await findReviewPage(db, { authorityId, filter: state, pageNo, pageSize });
  const [schedule] = await db
    .select({ years: authorities.caseRetentionYears })
    .from(authorities)
    .where(eq(authorities.id, authorityId));
  return {
    data: rows,
    totalRecords: total,
    pageNo,
    pageSize,
    runningBatch: await findRunningBatch(db, authorityId),
    caseRetentionYears: schedule?.years ?? 0,
  };
}
