import type { SessionsEnded } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { endSignIns } from './end-sign-ins';
import { findOtherLiveSignIns } from './signed-in-device-repository';

/**
 * "Sign out everywhere else": every sign-in of the caller's but the one this request is made in
 * ends, with any impersonation a platform admin started from one of them.
 */
export async function endOtherDevices(db: Database, input: ChangeInput<object>): Promise<SessionsEnded> {
  const { caller } = input;
  return db.transaction(async (tx) => {
    const others = await findOtherLiveSignIns(tx, caller.webUserId, caller.sessionFamilyId);
    const sessionsEnded = await endSignIns(tx, others, 'signed-out-everywhere-else');
    await auditChange(tx, input, 'device.sign-out-others', caller.webUserId, { after: { sessionsEnded } });
    return { sessionsEnded };
  });
}
