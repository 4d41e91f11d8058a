import type { AlarmList } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { forbidden } from '../../platform/errors/app-error';
import { findAlarmLists, type AlarmOwner } from './alarm-repository';

export type ListAlarmsInput = {
  caller: Caller;
  webUserId: number;
  upcomingCount: number;
  pastCount: number;
  now?: Date;
};

/** The caller's own alarm owner: nobody else's alarms are ever read. */
export function alarmOwnerOf(caller: Caller, webUserId = caller.webUserId): AlarmOwner {
  if (caller.authorityId === null || webUserId !== caller.webUserId) throw forbidden();
  return { authorityId: caller.authorityId, webUserId };
}

/**
 * The spec's alarm response: the first `upcomingCount` upcoming alarms and the first `pastCount`
 * past ones in one list, with how many there are of each, all at one moment.
 */
export async function listAlarms(db: Database, input: ListAlarmsInput): Promise<AlarmList> {
  const owner = alarmOwnerOf(input.caller, input.webUserId);
  const now = input.now ?? new Date();
  const { upcoming, past, counted } = await findAlarmLists(db, owner, now, {
    upcoming: input.upcomingCount,
    past: input.pastCount,
  });
  return { data: [...upcoming, ...past], upcomingRecord: counted.upcoming, datePassedRecord: counted.past };
}
