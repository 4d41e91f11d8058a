import type { Executor } from '../../db/client';
import { revokeFamily } from '../auth';
import { findImpersonationsStartedFrom } from './signed-in-device-repository';

/**
 * Ends sign-ins, and the impersonations started from them (the browser holding one of these
 * holds the impersonation instead). Through revokeFamily, so every server process hears of it.
 * Answers how many of `familyIds` ended.
 */
export async function endSignIns(
  tx: Executor,
  familyIds: readonly string[],
  reason: string,
): Promise<number> {
  let ended = 0;
  for (const familyId of familyIds) {
    if (await revokeFamily(tx, familyId, reason)) ended += 1;
  }
  for (const impersonation of await findImpersonationsStartedFrom(tx, familyIds)) {
    await revokeFamily(tx, impersonation, reason);
  }
  return ended;
}
