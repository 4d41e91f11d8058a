import type { LetterheadView } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { findLetterhead } from './letterhead-repository';
import { letterAuthorityOf, mayChangeTemplates } from './letter-template-view';

/** The caller's authority's letterhead, and whether they may change it. */
export async function readLetterhead(db: Executor, caller: Caller): Promise<LetterheadView> {
  const letterhead = await findLetterhead(db, letterAuthorityOf(caller));
  return { ...letterhead, can: { change: mayChangeTemplates(caller) } };
}
