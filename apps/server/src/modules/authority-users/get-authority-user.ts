import type { AuthorityUser } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { notFound } from '../../platform/errors/app-error';
import { findAuthorityUser } from './authority-user-repository';
import { AUTHORITY_USER_MESSAGES, toAuthorityUser } from './authority-user-view';

/** An authority's user, to edit; another authority's is a 404. */
export async function getAuthorityUser(
  db: Executor,
  input: { caller: Caller; id: number },
): Promise<AuthorityUser> {
  const row = await findAuthorityUser(db, input.id, authorityFilterOf(input.caller));
  if (!row) throw notFound(AUTHORITY_USER_MESSAGES.notFound);
  return toAuthorityUser(row, input.caller);
}
