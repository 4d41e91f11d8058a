import type { Work } from '@casekeeper/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorityChoices, caseWorks } from '../../db/schema';
import type { GrantKey } from './grant-repository';

/** The columns of an item the API shows, with its adaptation type's name; picked so a new column never leaks. */
const workColumns = {
  id: caseWorks.id,
  adaptationTypeId: caseWorks.adaptationTypeId,
  adaptationTypeName: authorityChoices.name,
  description: caseWorks.description,
  location: caseWorks.location,
  otRecommended: caseWorks.otRecommended,
  otRecommendedOn: caseWorks.otRecommendedOn,
  position: caseWorks.position,
  version: caseWorks.version,
};

/** What an officer writes about an item of the schedule. */
export type WorkValues = Pick<
  typeof caseWorks.$inferInsert,
  'adaptationTypeId' | 'description' | 'location' | 'otRecommended' | 'otRecommendedOn'
>;

const ofCase = (key: GrantKey) =>
  and(eq(caseWorks.authorityId, key.authorityId), eq(caseWorks.caseId, key.caseId));

function selectWorks(db: Executor) {
  return db
    .select(workColumns)
    .from(caseWorks)
    .innerJoin(
      authorityChoices,
      and(
        eq(authorityChoices.authorityId, caseWorks.authorityId),
        eq(authorityChoices.id, caseWorks.adaptationTypeId),
      ),
    );
}

/** The case's schedule of works, in its order. */
export function findWorks(db: Executor, key: GrantKey): Promise<Work[]> {
  return selectWorks(db).where(ofCase(key)).orderBy(asc(caseWorks.position), asc(caseWorks.id));
}

/** An item of the case's schedule; one of another case or authority is not found. */
export async function findWork(db: Executor, key: GrantKey, id: number): Promise<Work | undefined> {
  const [row] = await selectWorks(db).where(and(ofCase(key), eq(caseWorks.id, id)));
  return row;
}

export async function countWorks(db: Executor, key: GrantKey): Promise<number> {
  const [row] = await db.select({ works: count() }).from(caseWorks).where(ofCase(key));
  return row?.works ?? 0;
}

/** Adds an item after the case's last (the grant row is locked, so no other item is added meanwhile). */
export async function insertWork(
  tx: Executor,
  key: GrantKey,
  values: WorkValues & { createdById: number },
): Promise<number> {
  const [row] = await tx
    .insert(caseWorks)
    .values({
      ...key,
      ...values,
      position: sql`(select coalesce(max(${caseWorks.position}), 0) + 1 from ${caseWorks}
        where ${caseWorks.authorityId} = ${key.authorityId} and ${caseWorks.caseId} = ${key.caseId})`,
    })
    .returning({ id: caseWorks.id });
  if (!row) throw new Error('The item of the schedule could not be stored.');
  return row.id;
}

export async function updateWorkRow(
  tx: Executor,
  key: GrantKey,
  id: number,
  values: WorkValues,
): Promise<void> {
  await tx
    .update(caseWorks)
    .set({ ...values, version: sql`${caseWorks.version} + 1` })
    .where(and(ofCase(key), eq(caseWorks.id, id)));
}

export async function deleteWork(tx: Executor, key: GrantKey, id: number): Promise<void> {
  await tx.delete(caseWorks).where(and(ofCase(key), eq(caseWorks.id, id)));
}

/** Numbers the case's items 1, 2, 3… in the order of `ids`. */
export async function setWorkPositions(tx: Executor, key: GrantKey, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${caseWorks} set position = ordered.position
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as ordered(id, position)
    where ${caseWorks.authorityId} = ${key.authorityId} and ${caseWorks.caseId} = ${key.caseId}
      and ${caseWorks.id} = ordered.id`);
}
