import type { AuthorityChoice, ChoiceList } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { settingsAuthorityOf } from '../../platform/access/authority-settings-scope';
import { findChoices } from './choice-repository';

/** One of the caller's authority's lists, in order, retired entries included. */
export function listChoices(db: Executor, caller: Caller, list: ChoiceList): Promise<AuthorityChoice[]> {
  return findChoices(db, settingsAuthorityOf(caller), list);
}
