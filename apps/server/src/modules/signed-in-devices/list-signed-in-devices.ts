import { SIGNED_IN_DEVICES_MAX, type SignedInDevice } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { describeDevice } from './describe-device';
import { findLiveSignIns, type LiveSignIn } from './signed-in-device-repository';

function toSignedInDevice(signIn: LiveSignIn, currentFamilyId: string): SignedInDevice {
  return {
    id: signIn.id,
    device: describeDevice(signIn.userAgent),
    ip: signIn.ip,
    signInMethod: signIn.signInMethod,
    secondFactor: signIn.secondFactor,
    startedAt: signIn.startedAt.toISOString(),
    lastUsedAt: signIn.lastUsedAt.toISOString(),
    current: signIn.id === currentFamilyId,
  };
}

/** The caller's own live sign-ins: the one in use first, then the most recently used. */
export async function listSignedInDevices(db: Database, caller: Caller): Promise<SignedInDevice[]> {
  const signIns = await findLiveSignIns(db, caller.webUserId, SIGNED_IN_DEVICES_MAX);
  const devices = signIns.map((signIn) => toSignedInDevice(signIn, caller.sessionFamilyId));
  return [...devices.filter((device) => device.current), ...devices.filter((device) => !device.current)];
}
