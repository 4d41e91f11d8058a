import { MERGE_FIELDS, mergeLetter, type LetterPreview } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { londonDay } from '../../platform/time/london-calendar';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { readCaseLetterFacts } from './case-letter-facts';
import { findLetterTemplate } from './letter-template-repository';
import { letterTemplateNotFound } from './letter-template-view';
import { findLetterhead } from './letterhead-repository';
import { clientAddressLines, clientName, letterDate, mergeValues } from './merge-values';

export type ComposeLetterInput = { caller: Caller; caseId: number; templateId: number; now?: Date };

/**
 * A template merged with a case the caller may write to: the case is checked first (another's, or
 * one restricted to others, is a 404), then the template, of the caller's authority.
 */
export async function composeLetter(
  db: Executor,
  input: ComposeLetterInput,
): Promise<LetterPreview & { caseNumber: string }> {
  const { caller, caseId, templateId, now = new Date() } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  const facts = await readCaseLetterFacts(db, caseId, scope);
  const template = await findLetterTemplate(db, { authorityId: scope.authorityId, id: templateId });
  if (!template) throw letterTemplateNotFound();
  const letterhead = await findLetterhead(db, scope.authorityId);
  const values = mergeValues(facts, { authorityName: letterhead.name, now });
  const { text, missing } = mergeLetter(template.body, values);
  const labelled = new Map<string, string>(MERGE_FIELDS.map((field) => [field.key, field.label]));
  return {
    caseNumber: facts.found.caseNumber,
    title: template.title,
    date: letterDate(londonDay(now)),
    addressBlock: [clientName(facts.found), ...clientAddressLines(facts.found)],
    text,
    missing: missing.map((key) => ({ key, label: labelled.get(key) ?? key })),
    letterhead: {
      name: letterhead.name,
      addressLines: letterhead.addressLines,
      phone: letterhead.phone,
      email: letterhead.email,
      footer: letterhead.footer,
    },
  };
}
