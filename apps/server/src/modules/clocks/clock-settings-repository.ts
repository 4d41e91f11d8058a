import type { ClockDefinitionFields, Nation } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities, authorityClosureDays, clockDefinitions } from '../../db/schema';
import { definitionColumns } from '../case-clocks';

type DefinitionValues = Required<ClockDefinitionFields>;

function columnsOf(fields: DefinitionValues) {
  return {
    name: fields.name,
    startStatusId: fields.startStatusId,
    stopStatusId: fields.stopStatusId,
    limitUnit: fields.limitUnit,
    limitValue: fields.limit,
    urgentLimitValue: fields.urgentLimit,
    amberAtPercent: fields.amberAtPercent,
    redAtPercent: fields.redAtPercent,
    pausedByOnHold: fields.pausedByOnHold,
  };
}

export async function findDefinition(db: Executor, authorityId: number, id: number, forUpdate = false) {
  const query = db
    .select(definitionColumns)
    .from(clockDefinitions)
    .where(and(eq(clockDefinitions.authorityId, authorityId), eq(clockDefinitions.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertDefinition(tx: Executor, authorityId: number, fields: DefinitionValues) {
  const [row] = await tx
    .insert(clockDefinitions)
    .values({ authorityId, ...columnsOf(fields) })
    .returning({ id: clockDefinitions.id });
  if (!row) throw new Error('The clock could not be stored.');
  return row.id;
}

export async function updateDefinitionRow(tx: Executor, id: number, fields: DefinitionValues) {
  await tx
    .update(clockDefinitions)
    .set({ ...columnsOf(fields), version: sql`${clockDefinitions.version} + 1` })
    .where(eq(clockDefinitions.id, id));
}

export async function deleteDefinitionRow(tx: Executor, id: number) {
  await tx.delete(clockDefinitions).where(eq(clockDefinitions.id, id));
}

export async function setAuthorityNation(tx: Executor, authorityId: number, nation: Nation) {
  const [before] = await tx
    .select({ nation: authorities.nation })
    .from(authorities)
    .where(eq(authorities.id, authorityId))
    .for('update');
  await tx.update(authorities).set({ nation }).where(eq(authorities.id, authorityId));
  return before?.nation;
}

/** Adds a closure day, or gives the day already there the description sent now; answers its id. */
export async function upsertClosureDay(
  tx: Executor,
  values: { authorityId: number; day: string; description: string; createdById: number },
) {
  const [row] = await tx
    .insert(authorityClosureDays)
    .values(values)
    .onConflictDoUpdate({
      target: [authorityClosureDays.authorityId, authorityClosureDays.day],
      set: { description: values.description },
    })
    .returning({ id: authorityClosureDays.id });
  if (!row) throw new Error('The closure day could not be stored.');
  return row.id;
}

/** Removes a closure day of the authority; answers what it was, or undefined when there is none. */
export async function deleteClosureDayRow(tx: Executor, authorityId: number, id: number) {
  const [row] = await tx
    .delete(authorityClosureDays)
    .where(and(eq(authorityClosureDays.authorityId, authorityId), eq(authorityClosureDays.id, id)))
    .returning({ day: authorityClosureDays.day, description: authorityClosureDays.description });
  return row;
}
