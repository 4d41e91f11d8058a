import type { PlatformAdmin } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { notFound } from '../../platform/errors/app-error';
import { PLATFORM_ADMIN_MESSAGES } from './platform-admin-policy';
import { countActivePlatformAdmins, findPlatformAdmin } from './platform-admin-repository';
import { toPlatformAdmin } from './platform-admin-view';

export async function getPlatformAdmin(
  db: Executor,
  input: { caller: Caller; id: number },
): Promise<PlatformAdmin> {
  const row = await findPlatformAdmin(db, input.id);
  if (!row) throw notFound(PLATFORM_ADMIN_MESSAGES.notFound);
  return toPlatformAdmin(row, input.caller, await countActivePlatformAdmins(db));
}
