import type { addAuthorityUserRequestSchema, AuthorityUser } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Caller } from '../../platform/access/caller';
import { authorityInScope } from '../../platform/access/record-scope';
import { auditChange } from '../../platform/audit/audit-change';
import type { RequestContext } from '../../platform/audit/request-context';
import { notFound } from '../../platform/errors/app-error';
import { findAuthoritySummary } from '../authorities';
import { sendInvitation } from '../invitations';
import type { UserAdminDeps } from '../invitations';
import { withUniqueEmail } from '../account-email';
import { findAuthorityUser, insertAuthorityUser } from './authority-user-repository';
import { AUTHORITY_USER_MESSAGES, auditedFields, toAuthorityUser } from './authority-user-view';

export type AddAuthorityUserInput = {
  caller: Caller;
  fields: z.output<typeof addAuthorityUserRequestSchema>;
  context: RequestContext;
};

/**
 * Adds a user to an authority (the caller's own; platform admins any) without a password and
 * mails them a link to choose one. An e-mail address any account already has, whatever its
 * capitals, is a 409 on `email`.
 */
export async function addAuthorityUser(
  deps: UserAdminDeps,
  input: AddAuthorityUserInput,
): Promise<AuthorityUser> {
  const { caller } = input;
  const { authorityId: requested, ...fields } = input.fields;
  const authorityId = authorityInScope(caller, requested);
  const authority = await findAuthoritySummary(deps.db, authorityId);
  if (!authority) throw notFound(AUTHORITY_USER_MESSAGES.authorityNotFound);

  return withUniqueEmail(() =>
    deps.db.transaction(async (tx) => {
      const id = await insertAuthorityUser(tx, { ...fields, authorityId });
      const row = await findAuthorityUser(tx, id, authorityId);
      if (!row) throw notFound(AUTHORITY_USER_MESSAGES.notFound);
      await sendInvitation(tx, deps, { ...row, authorityName: authority.name });
      await auditChange(tx, input, 'authority-user.create', id, {
        authorityId,
        after: auditedFields(row),
      });
      return toAuthorityUser(row, caller);
    }),
  );
}
