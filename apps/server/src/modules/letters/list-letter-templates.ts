import type { LetterTemplateList } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { findLetterTemplates } from './letter-template-repository';
import { letterAuthorityOf, mayChangeTemplates, toLetterTemplate } from './letter-template-view';

/** The authority's templates, for its ADMINs to edit and its officers to send letters from. */
export async function listLetterTemplates(db: Executor, caller: Caller): Promise<LetterTemplateList> {
  const rows = await findLetterTemplates(db, letterAuthorityOf(caller));
  return { templates: rows.map(toLetterTemplate), can: { change: mayChangeTemplates(caller) } };
}
