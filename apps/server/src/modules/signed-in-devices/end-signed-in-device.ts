import { SIGNED_IN_DEVICE_MESSAGES } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError, conflict } from '../../platform/errors/app-error';
import { describeDevice } from './describe-device';
import { endSignIns } from './end-sign-ins';
import { findOwnLiveSignIn } from './signed-in-device-repository';

export type EndSignedInDeviceInput = ChangeInput<{ sessionId: string }>;

/**
 * Signs one of the caller's other devices out: its next request is refused, and so is its
 * refresh token. Someone else's sign-in, or one already ended, is not found (nobody learns that
 * it exists); the device in use is refused, since Logout is the way to leave it (and clears its
 * cookie). Answers the message that names the device.
 */
export async function endSignedInDevice(db: Database, input: EndSignedInDeviceInput): Promise<string> {
  const { caller, sessionId } = input;
  return db.transaction(async (tx) => {
    const signIn = await findOwnLiveSignIn(tx, caller.webUserId, sessionId);
    if (!signIn) throw new AppError('NOT_FOUND', SIGNED_IN_DEVICE_MESSAGES.notFound);
    if (signIn.id === caller.sessionFamilyId) throw conflict(SIGNED_IN_DEVICE_MESSAGES.current);
    const device = describeDevice(signIn.userAgent);
    await endSignIns(tx, [signIn.id], 'signed-out-from-another-device');
    await auditChange(tx, input, 'device.sign-out', caller.webUserId, { after: { sessionId, device } });
    return SIGNED_IN_DEVICE_MESSAGES.ended(device);
  });
}
