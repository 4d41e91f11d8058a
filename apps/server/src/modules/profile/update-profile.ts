import { STALE_RECORD_MESSAGE, type Profile, type UpdateProfileRequest } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webUsers } from '../../db/schema';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict, notFound } from '../../platform/errors/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import { findAccountById, verifyCurrentPassword } from '../auth';
import { findProfile } from './profile-repository';
import { applyEmailChange, isNewEmail, withUniqueEmail } from '../account-email';

export type UpdateProfileInput = ChangeInput<{ changes: UpdateProfileRequest }>;

type Editable = Pick<Profile, 'firstName' | 'lastName' | 'phone' | 'email' | 'alarmDigest'>;

function changedFields(before: Editable, after: Editable): (keyof Editable)[] {
  return (['firstName', 'lastName', 'phone', 'email', 'alarmDigest'] as const).filter(
    (key) => before[key] !== after[key],
  );
}

/**
 * Saves the caller's name, phone, e-mail address and alarm e-mail choice if the profile is still at the version the
 * form read (409 otherwise). A new e-mail address (not merely new
 * capitals) needs the current password, must be free case-insensitively (a 400 on `email`
 * otherwise, as for any other account) and is
 * announced to the old address.
 */
export async function updateProfile(
  deps: { db: Database; mailer: Mailer },
  input: UpdateProfileInput,
): Promise<Profile> {
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
    email: changes.email ?? before.email,
    alarmDigest: changes.alarmDigest ?? before.alarmDigest,
  };
  if (isNewEmail(before.email, after.email)) {
    await verifyCurrentPassword(db, account, changes.currentPassword, {
      ...input.context,
      onBehalfOfId: caller.impersonatorId,
    });
  }
  const changed = changedFields(before, after);
  if (changed.length === 0) return before;

  const version = await withUniqueEmail(() =>
    db.transaction(async (tx) => {
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
      await applyEmailChange(tx, deps.mailer, {
        webUserId: caller.webUserId,
        oldEmail: before.email,
        newEmail: after.email,
        firstName: after.firstName,
      });
      return updated[0]?.version ?? before.version + 1;
    }),
  );
  return { ...before, ...after, version };
}
