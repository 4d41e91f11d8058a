import {
  CLOCK_MESSAGES,
  STALE_RECORD_MESSAGE,
  type ClockSettings,
  type addClockDefinitionRequestSchema,
  type updateClockDefinitionRequestSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-error';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError, conflict, fieldError } from '../../platform/errors/app-error';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { assertMayEditClocks } from './clock-scope';
import {
  deleteDefinitionRow,
  findDefinition,
  insertDefinition,
  updateDefinitionRow,
} from './clock-settings-repository';
import { getClockSettings } from './get-clock-settings';
import { clockSettingsChanged } from './settings-changed';

export type ClockDeps = { db: Database; jobs: JobQueue };

const definitionNotFound = () => new AppError('NOT_FOUND', CLOCK_MESSAGES.definitionNotFound);

/** A clock's name is unique in its authority: a second is a 400 on the name, not a database error. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'clock_definitions_authority_id_name_key')) {
      throw fieldError('name', CLOCK_MESSAGES.nameInUse);
    }
    throw error;
  }
}

export async function addClockDefinition(
  deps: ClockDeps,
  input: ChangeInput<{ fields: z.output<typeof addClockDefinitionRequestSchema> }>,
): Promise<ClockSettings> {
  const authorityId = assertMayEditClocks(input.caller);
  return withUniqueName(() =>
    deps.db.transaction(async (tx) => {
      const id = await insertDefinition(tx, authorityId, input.fields);
      await auditChange(tx, input, 'clock.create', id, { authorityId, after: input.fields });
      await clockSettingsChanged(tx, deps.jobs, authorityId);
      return getClockSettings(tx, input.caller);
    }),
  );
}

/** Saves a clock if nobody has changed it since `version` was read; otherwise a 409. */
export async function updateClockDefinition(
  deps: ClockDeps,
  input: ChangeInput<{ fields: z.output<typeof updateClockDefinitionRequestSchema> }>,
): Promise<ClockSettings> {
  const authorityId = assertMayEditClocks(input.caller);
  const { id, version, ...fields } = input.fields;
  return withUniqueName(() =>
    deps.db.transaction(async (tx) => {
      const before = await findDefinition(tx, authorityId, id, true);
      if (!before) throw definitionNotFound();
      if (before.version !== version) throw conflict(STALE_RECORD_MESSAGE, before);
      await updateDefinitionRow(tx, id, fields);
      await auditChange(tx, input, 'clock.update', id, { authorityId, before, after: input.fields });
      await clockSettingsChanged(tx, deps.jobs, authorityId);
      return getClockSettings(tx, input.caller);
    }),
  );
}

/** Deletes a clock; every case's clock of it goes with it (the database cascades). */
export async function deleteClockDefinition(
  deps: ClockDeps,
  input: ChangeInput<{ id: number }>,
): Promise<{ name: string; settings: ClockSettings }> {
  const authorityId = assertMayEditClocks(input.caller);
  return deps.db.transaction(async (tx) => {
    const before = await findDefinition(tx, authorityId, input.id, true);
    if (!before) throw definitionNotFound();
    await deleteDefinitionRow(tx, input.id);
    await auditChange(tx, input, 'clock.delete', input.id, { authorityId, before });
    return { name: before.name, settings: await getClockSettings(tx, input.caller) };
  });
}
