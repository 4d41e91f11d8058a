import { STALE_RECORD_MESSAGE, type Profile, type UpdateProfileRequest } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webUsers } from '../../db/schema';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict, notFound } from '../../platform/errors/app-error';
import { findAccountById, verifyCurrentPassword } from '../auth';
import { isNewEmail, requestEmailChange, type EmailChangeDeps } from '../account-email';
import { findProfile } from './profile-repository';

export type UpdateProfileInput = ChangeInput<{ changes: UpdateProfileRequest }>;

type Editable = Pick<Profile, 'firstName' | 'lastName' | 'phone' | 'alarmDigest'>;

function changedFields(before: Editable, after: Editable): (keyof Editable)[] {
  return (['firstName', 'lastName', 'phone', 'alarmDigest'] as const).filter(
    (key) => before[key] !== after[key],
  );
}

/**
 * Saves the caller's name, phone and alarm e-mail choice if the profile is still at the version
 * the form read (409 otherwise). A new e-mail address (not merely new capitals) needs the current
 * password and does not change the account yet: a link goes to the new address, and the address
 * changes when it is opened (issue 32). Answers the profile and the address waiting, if one was
 * asked for now.
 */
export async function updateProfile(
  deps: { db: Database } & EmailChangeDeps,
  input: UpdateProfileInput,
): Promise<{ profile: Profile; requestedEmail: string | null }> {
  const { db } = deps;
  const { caller, changes } = input;
  const before = await findProfile(db, caller.webUserId);
  const account = await findAccountById(db, caller.webUserId);
  if (!before || !account) throw notFound('Your account');
  if (before.version !== changes.version) throw conflict(STALE_RECORD_MESSAGE);

  const after: Editable = {
    firstName: changes.firstName,
    lastName: changes.lastName,
    phone: changes.phone === undefined ? before.phone : changes.phone || null,
    alarmDigest: changes.alarmDigest ?? before.alarmDigest,
  };
  const requestedEmail =
    changes.email !== undefined && isNewEmail(before.email, changes.email) ? changes.email : null;
  if (requestedEmail !== null) {
    await verifyCurrentPassword(db, account, changes.currentPassword, {
      ...input.context,
      onBehalfOfId: caller.impersonatorId,
    });
  }
  const changed = changedFields(before, after);
  if (changed.length === 0 && requestedEmail === null) return { profile: before, requestedEmail };

  await db.transaction(async (tx) => {
    if (changed.length > 0) {
      // The version again in the update: a save that started after this one read cannot be lost.
      const updated = await tx
        .update(webUsers)
        .set({ ...after, version: sql`${webUsers.version} + 1` })
        .where(and(eq(webUsers.id, caller.webUserId), eq(webUsers.version, changes.version)))
        .returning({ version: webUsers.version });
      if (updated.length === 0) throw conflict(STALE_RECORD_MESSAGE);
      await auditChange(tx, input, 'profile.update', caller.webUserId, {
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    }
    if (requestedEmail !== null) {
      await requestEmailChange(tx, deps, {
        webUserId: caller.webUserId,
        firstName: after.firstName,
        newEmail: requestedEmail,
      });
      await auditChange(tx, input, 'profile.email-change-requested', caller.webUserId, {
        after: { email: requestedEmail },
      });
    }
  });
  const profile = await findProfile(db, caller.webUserId);
  if (!profile) throw notFound('Your account');
  return { profile, requestedEmail };
}
