import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { caseGrantVariations, files, webUsers } from '../../db/schema';
import { fullName } from '../cases';
import { recordFileColumns, recordFileJoin } from '../files';
import type { GrantKey } from './grant-repository';
import { refreshGrantMoney } from './grant-money';

const recorder = alias(webUsers, 'recorder');
const decider = alias(webUsers, 'decider');

/**
 * The columns of a variation the API shows, with who recorded and decided it and its file's;
 * picked so a new column never leaks.
 */
const variationColumns = {
  id: caseGrantVariations.id,
  worksAdded: caseGrantVariations.worksAdded,
  worksRemoved: caseGrantVariations.worksRemoved,
  costChangePence: caseGrantVariations.costChangePence,
  reason: caseGrantVariations.reason,
  state: caseGrantVariations.state,
  recordedById: caseGrantVariations.recordedById,
  recordedAt: caseGrantVariations.recordedAt,
  recorderName: fullName(recorder),
  decidedById: caseGrantVariations.decidedById,
  decidedAt: caseGrantVariations.decidedAt,
  deciderName: sql<string | null>`case when ${decider.id} is null then null else ${fullName(decider)} end`,
  rejectionReason: caseGrantVariations.rejectionReason,
  fileId: caseGrantVariations.fileId,
  ...recordFileColumns,
  version: caseGrantVariations.version,
};

/** What an officer writes about a variation. */
export type VariationValues = Pick<
  typeof caseGrantVariations.$inferInsert,
  'worksAdded' | 'worksRemoved' | 'costChangePence' | 'reason'
>;

/** What a decision sets on a variation. */
export type VariationDecision = Pick<
  typeof caseGrantVariations.$inferInsert,
  'state' | 'decidedById' | 'decidedAt' | 'rejectionReason'
>;

const ofCase = (key: GrantKey) =>
  and(eq(caseGrantVariations.authorityId, key.authorityId), eq(caseGrantVariations.caseId, key.caseId));

function selectVariations(db: Executor) {
  return db
    .select(variationColumns)
    .from(caseGrantVariations)
    .innerJoin(recorder, eq(recorder.id, caseGrantVariations.recordedById))
    .leftJoin(decider, eq(decider.id, caseGrantVariations.decidedById))
    .leftJoin(files, recordFileJoin(caseGrantVariations));
}

export type VariationRow = Awaited<ReturnType<typeof findVariations>>[number];

/** The case's variations, oldest first. */
export function findVariations(db: Executor, key: GrantKey) {
  return selectVariations(db)
    .where(ofCase(key))
    .orderBy(asc(caseGrantVariations.recordedAt), asc(caseGrantVariations.id));
}

/** A variation of the case; one of another case or authority is not found. */
export async function findVariation(
  db: Executor,
  key: GrantKey,
  id: number,
): Promise<VariationRow | undefined> {
  const [row] = await selectVariations(db).where(and(ofCase(key), eq(caseGrantVariations.id, id)));
  return row;
}

export async function countVariations(db: Executor, key: GrantKey): Promise<number> {
  const [row] = await db.select({ variations: count() }).from(caseGrantVariations).where(ofCase(key));
  return row?.variations ?? 0;
}

export async function insertVariation(
  tx: Executor,
  key: GrantKey,
  values: VariationValues & Pick<typeof caseGrantVariations.$inferInsert, 'state' | 'recordedById'>,
): Promise<number> {
  const [row] = await tx
    .insert(caseGrantVariations)
    .values({ ...key, ...values })
    .returning({ id: caseGrantVariations.id });
  if (!row) throw new Error('The variation could not be stored.');
  await refreshGrantMoney(tx, key);
  return row.id;
}

export async function updateVariationRow(
  tx: Executor,
  key: GrantKey,
  id: number,
  values: VariationDecision | { fileId: string },
): Promise<void> {
  await tx
    .update(caseGrantVariations)
    .set({ ...values, version: sql`${caseGrantVariations.version} + 1` })
    .where(and(ofCase(key), eq(caseGrantVariations.id, id)));
  await refreshGrantMoney(tx, key);
}
