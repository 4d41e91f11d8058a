import type { Authority } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/errors/app-error';
import { findAuthority } from './authority-repository';
import { AUTHORITY_MESSAGES, toAuthority } from './authority-view';

export async function getAuthority(db: Executor, input: { id: number }): Promise<Authority> {
  const row = await findAuthority(db, input.id);
  if (!row) throw notFound(AUTHORITY_MESSAGES.notFound);
  return toAuthority(row);
}
