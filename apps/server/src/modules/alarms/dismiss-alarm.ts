import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { notFound } from '../../platform/errors/app-error';
import { insertDismissal, isAlarmOf } from './alarm-repository';
import { alarmOwnerOf } from './list-alarms';

export type DismissAlarmInput = ChangeInput<{ id: number }>;

/**
 * Takes an item out of the caller's alarm lists; the item stays open on its diary. An item that
 * is not one of the caller's alarms is a 404. Dismissing twice changes nothing more.
 */
export async function dismissAlarm(db: Database, input: DismissAlarmInput): Promise<void> {
  const owner = alarmOwnerOf(input.caller);
  if (!(await isAlarmOf(db, owner, input.id))) throw notFound('The alarm');
  await db.transaction(async (tx) => {
    if (await insertDismissal(tx, owner, input.id)) {
      await auditChange(tx, input, 'action-item.dismiss', input.id, {
        after: { dismissedBy: owner.webUserId },
      });
    }
  });
}
