import type { Contractor } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { notFound } from '../../platform/errors/app-error';
import { findContractor } from './contractor-repository';
import { CONTRACTOR_MESSAGES, toContractor } from './contractor-view';

/** A contractor, to edit; another authority's is a 404. */
export async function getContractor(
  db: Executor,
  input: { caller: Caller; id: number },
): Promise<Contractor> {
  const row = await findContractor(db, input.id, authorityFilterOf(input.caller));
  if (!row) throw notFound(CONTRACTOR_MESSAGES.notFound);
  return toContractor(row, input.caller);
}
