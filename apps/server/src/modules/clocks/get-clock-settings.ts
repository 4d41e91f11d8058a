import type { ClockSettings } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { findCalendarSettings, findDefinitions } from '../case-clocks';
import { clockAuthorityOf, mayEditClocks } from './clock-scope';

/** The caller's authority's clocks, nation and closure days. */
export async function getClockSettings(db: Executor, caller: Caller): Promise<ClockSettings> {
  const authorityId = clockAuthorityOf(caller);
  const { nation, closureDays } = await findCalendarSettings(db, authorityId);
  return {
    nation,
    definitions: await findDefinitions(db, authorityId),
    closureDays,
    can: { edit: mayEditClocks(caller) },
  };
}
