import type { AlarmList } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { forbidden } from '../../platform/errors/app-error';
import type { AlarmCounts, AlarmListCache, TimedAlarmList } from './alarm-list-cache';
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

async function readAlarmList(
  db: Database,
  owner: AlarmOwner,
  now: Date,
  counts: AlarmCounts,
): Promise<TimedAlarmList> {
  const { upcoming, past, fresh, counted, soonestUpcomingAt } = await findAlarmLists(db, owner, now, counts);
  const list = {
    data: [...upcoming, ...past, ...fresh],
    upcomingRecord: counted.upcoming,
    datePassedRecord: counted.past,
    newRecord: counted.fresh,
  };
  return { list, soonestUpcomingAt };
}

/**
 * The spec's alarm response: the first `upcomingCount` upcoming alarms and the first `pastCount`
 * past ones in one list, with how many there are of each, all at one moment; kept in
 * `keptLists` while it stays right (docs/caching.md).
 */
export async function listAlarms(
  { db, keptLists }: { db: Database; keptLists: AlarmListCache },
  input: ListAlarmsInput,
): Promise<AlarmList> {
  const owner = alarmOwnerOf(input.caller, input.webUserId);
  const now = input.now ?? new Date();
  const counts = { upcoming: input.upcomingCount, past: input.pastCount };
  const answer = await keptLists.read(owner, counts, now, () => readAlarmList(db, owner, now, counts));
  return answer.list;
}
