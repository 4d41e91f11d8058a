import type { addAuthorityUserRequestSchema, AuthorityUser } from '@casekeeper/contract';
import type { z } from 'zod';
import { authorityInScope } from '../../platform/access/record-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { notFound } from '../../platform/errors/app-error';
import type { Saved } from '../../platform/records/saved';
import { findAuthoritySummary } from '../authorities';
import { sendInvitation } from '../invitations';
import type { UserAdminDeps } from '../invitations';
import { withUniqueEmail } from '../account-email';
import { findAuthorityUser, insertAuthorityUser } from './authority-user-repository';
import { AUTHORITY_USER_MESSAGES, auditedFields, toAuthorityUser } from './authority-user-view';

export type AddAuthorityUserInput = ChangeInput<{ fields: z.output<typeof addAuthorityUserRequestSchema> }>;

/**
 * Adds a user to an authority (the caller's own; platform admins any) without a password and
 * mails them a link to choose one. An e-mail address any account already has, whatever its
 * capitals, is a 409 on `email`.
 */
export async function addAuthorityUser(
  deps: UserAdminDeps,
  input: AddAuthorityUserInput,
): Promise<Saved<AuthorityUser>> {
  const { caller } = input;
  const { authorityId: requested, ...fields } = input.fields;
  const authorityId = authorityInScope(caller, requested);
  const authority = await findAuthoritySummary(deps.db, authorityId);
  if (!authority) throw notFound(AUTHORITY_USER_MESSAGES.authorityNotFound);

  return withUniqueEmail(
    () =>
      deps.db.transaction(async (tx) => {
        const id = await insertAuthorityUser(tx, { ...fields, authorityId });
        const row = await findAuthorityUser(tx, id, authorityId);
        if (!row) throw notFound(AUTHORITY_USER_MESSAGES.notFound);
        await sendInvitation(tx, deps, { ...row, authorityName: authority.name });
        await auditChange(tx, input, 'authority-user.create', id, {
          authorityId,
          after: auditedFields(row),
        });
        return { record: toAuthorityUser(row, caller), message: AUTHORITY_USER_MESSAGES.added };
      }),
    { db: deps.db, mailer: deps.mailer, email: fields.email },
  );
}
