import { STATUS_ID } from '@casekeeper/contract';
import { sql, type SQL } from 'drizzle-orm';

/** The statuses a case ends in (isOpenStatus): Closed, Withdrawn, Refused. */
export const ENDED_STATUS_IDS = [STATUS_ID.CLOSED, STATUS_ID.WITHDRAWN, STATUS_ID.REFUSED] as const;
const endedList = sql.raw(ENDED_STATUS_IDS.join(', '));

/**
 * The London day a case ended: the effective date (case_status_history.changed_at, which an officer
 * may date back) of the latest change into the status it is in now. `c` is the cases row's alias.
 */
export const endedOnOf = (alias: string): SQL => {
  const c = sql.raw(alias);
  return sql`(select (max(h.changed_at) at time zone 'Europe/London')::date
      from case_status_history h
      where h.authority_id = ${c}.authority_id and h.case_id = ${c}.id and h.to_status_id = ${c}.status_id)`;
};

/** Whether the case (alias `c`) is in an ended status, live, and not yet disposed of. */
export const isEndedCase = (alias: string): SQL => {
  const c = sql.raw(alias);
  return sql`${c}.status_id in (${endedList}) and ${c}.disposed_at is null and ${c}.deleted_at is null`;
};
