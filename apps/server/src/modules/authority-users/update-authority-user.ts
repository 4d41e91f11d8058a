import type { AuthorityUser, authorityUserFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { auditDiff } from '../../platform/audit/audit-diff';
import { auditChange } from '../../platform/audit/audit-change';
import { fieldError, notFound } from '../../platform/errors/app-error';
import { editable } from '../../platform/records/editable';
import type { UpdateInput } from '../../platform/records/record-inputs';
import type { Saved } from '../../platform/records/saved';
import { revokeAllSessions } from '../auth';
import { applyEmailChange, refuseOwnEmailChange, withUniqueEmail } from '../account-email';
import type { UserAdminDeps } from '../invitations';
import { findAuthorityUser, updateAuthorityUserRow } from './authority-user-repository';
import { AUTHORITY_USER_MESSAGES, auditedFields, toAuthorityUser } from './authority-user-view';

export type UpdateAuthorityUserInput = UpdateInput<z.output<typeof authorityUserFieldsSchema>>;

/**
 * Saves an authority's user if nobody has changed them since `version` was read (409 otherwise).
 * A new user type or role ends the user's sessions, so it applies at once rather than when their
 * access token expires. A new e-mail address is announced to the old one. Your own e-mail
 * address, user type and role are not changed here.
 */
export async function updateAuthorityUser(
  deps: Pick<UserAdminDeps, 'db' | 'mailer'>,
  input: UpdateAuthorityUserInput,
): Promise<Saved<AuthorityUser>> {
  const { caller, fields } = input;
  return withUniqueEmail(
    () =>
      deps.db.transaction(async (tx) => {
        const before = editable(
          await findAuthorityUser(tx, input.id, authorityFilterOf(caller), { forUpdate: true }),
          input.version,
          AUTHORITY_USER_MESSAGES.notFound,
        );
        const roleChanged = before.userType !== fields.userType || before.role !== fields.role;
        refuseOwnEmailChange(caller, before, fields.email);
        if (before.id === caller.webUserId && roleChanged) {
          throw fieldError('role', AUTHORITY_USER_MESSAGES.notYourRole);
        }
        await updateAuthorityUserRow(tx, before.id, fields);
        await applyEmailChange(tx, deps.mailer, {
          webUserId: before.id,
          oldEmail: before.email,
          newEmail: fields.email,
          firstName: fields.firstName,
        });
        const sessionsEnded = roleChanged ? await revokeAllSessions(tx, before.id, 'role-changed') : 0;
        const after = await findAuthorityUser(tx, before.id, null);
        if (!after) throw notFound(AUTHORITY_USER_MESSAGES.notFound);
        const diff = auditDiff(auditedFields(before), auditedFields(after));
        await auditChange(tx, input, 'authority-user.update', before.id, {
          authorityId: before.authorityId,
          before: diff.before,
          after: roleChanged ? { ...diff.after, sessionsEnded } : diff.after,
        });
        const message = roleChanged
          ? AUTHORITY_USER_MESSAGES.savedRoleChanged
          : AUTHORITY_USER_MESSAGES.saved;
        return { record: toAuthorityUser(after, caller), message };
      }),
    { db: deps.db, mailer: deps.mailer, email: fields.email },
  );
}
