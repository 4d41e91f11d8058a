import type { ClockSettings, Nation } from '@casekeeper/contract';
import { CLOCK_MESSAGES } from '@casekeeper/contract';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError } from '../../platform/errors/app-error';
import { assertMayEditClocks } from './clock-scope';
import { deleteClosureDayRow, setAuthorityNation, upsertClosureDay } from './clock-settings-repository';
import { getClockSettings } from './get-clock-settings';
import type { ClockDeps } from './save-clock-definition';
import { clockSettingsChanged } from './settings-changed';

/** Whose bank holidays the authority's working days skip. */
export async function setNation(
  deps: ClockDeps,
  input: ChangeInput<{ nation: Nation }>,
): Promise<ClockSettings> {
  const authorityId = assertMayEditClocks(input.caller);
  return deps.db.transaction(async (tx) => {
    const before = await setAuthorityNation(tx, authorityId, input.nation);
    await auditChange(tx, input, 'clock.nation', authorityId, {
      authorityId,
      before: { nation: before },
      after: { nation: input.nation },
    });
    if (before !== input.nation) await clockSettingsChanged(tx, deps.jobs, authorityId);
    return getClockSettings(tx, input.caller);
  });
}

/** A day the authority is closed; a day already closed takes the description sent now. */
export async function addClosureDay(
  deps: ClockDeps,
  input: ChangeInput<{ day: string; description: string }>,
): Promise<ClockSettings> {
  const authorityId = assertMayEditClocks(input.caller);
  return deps.db.transaction(async (tx) => {
    const id = await upsertClosureDay(tx, {
      authorityId,
      day: input.day,
      description: input.description,
      createdById: input.caller.webUserId,
    });
    await auditChange(tx, input, 'closure-day.add', id, {
      authorityId,
      after: { day: input.day, description: input.description },
    });
    await clockSettingsChanged(tx, deps.jobs, authorityId);
    return getClockSettings(tx, input.caller);
  });
}

export async function deleteClosureDay(
  deps: ClockDeps,
  input: ChangeInput<{ id: number }>,
): Promise<ClockSettings> {
  const authorityId = assertMayEditClocks(input.caller);
  return deps.db.transaction(async (tx) => {
    const before = await deleteClosureDayRow(tx, authorityId, input.id);
    if (!before) throw new AppError('NOT_FOUND', CLOCK_MESSAGES.closureDayNotFound);
    await auditChange(tx, input, 'closure-day.delete', input.id, { authorityId, before });
    await clockSettingsChanged(tx, deps.jobs, authorityId);
    return getClockSettings(tx, input.caller);
  });
}
