import {
  CHOICE_LIST_MAX_ENTRIES,
  CHOICE_MESSAGES,
  STALE_RECORD_MESSAGE,
  type AuthorityChoice,
  type ChoiceList,
} from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-error';
import { assertMayChangeAuthoritySettings } from '../../platform/access/authority-settings-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError, conflict, notFound } from '../../platform/errors/app-error';
import { findChoice, insertChoice, listSize, updateChoiceRow } from './choice-repository';

type ChoiceFields = { name: string; needsText: boolean };

/** A name the list already has (whatever its capitals) is a 409 that says so. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'authority_choices_name_key')) throw conflict(CHOICE_MESSAGES.duplicate);
    throw error;
  }
}

/** Adds an entry at the end of one of the caller's authority's lists. */
export function addChoice(
  db: Database,
  input: ChangeInput<{ list: ChoiceList; fields: ChoiceFields }>,
): Promise<AuthorityChoice> {
  const authorityId = assertMayChangeAuthoritySettings(input.caller);
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const size = await listSize(tx, authorityId, input.list);
      if (size.entries >= CHOICE_LIST_MAX_ENTRIES) throw new AppError('UNPROCESSABLE', CHOICE_MESSAGES.full);
      const id = await insertChoice(tx, {
        authorityId,
        list: input.list,
        ...input.fields,
        sortOrder: size.nextSortOrder,
      });
      const added = await findChoice(tx, authorityId, id);
      if (!added) throw new Error('The list entry could not be read back.');
      await auditChange(tx, input, 'authority-choice.add', id, { authorityId, after: added });
      return added;
    }),
  );
}

/** Renames, retires or brings back an entry; the last entry in use of a list stays in use. */
export function updateChoice(
  db: Database,
  input: ChangeInput<{ id: number; version: number; fields: ChoiceFields & { isActive: boolean } }>,
): Promise<AuthorityChoice> {
  const authorityId = assertMayChangeAuthoritySettings(input.caller);
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const before = await findChoice(tx, authorityId, input.id, { forUpdate: true });
      if (!before) throw notFound('The list entry');
      if (before.version !== input.version) throw conflict(STALE_RECORD_MESSAGE, before);
      if (before.isActive && !input.fields.isActive) {
        const size = await listSize(tx, authorityId, before.list);
        if (size.active <= 1) throw new AppError('UNPROCESSABLE', CHOICE_MESSAGES.lastActive);
      }
      await updateChoiceRow(tx, authorityId, before.id, input.fields);
      const after = await findChoice(tx, authorityId, before.id);
      if (!after) throw new Error('The list entry could not be read back.');
      await auditChange(tx, input, 'authority-choice.update', before.id, { authorityId, before, after });
      return after;
    }),
  );
}
