import { LETTER_MESSAGES, type LetterTemplate } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { AppError, forbidden } from '../../platform/errors/app-error';
import type { LetterTemplateRow } from './letter-template-repository';

export const toLetterTemplate = (row: LetterTemplateRow): LetterTemplate => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** What the audit log keeps of a template. */
export const auditedTemplate = (row: Pick<LetterTemplateRow, 'id' | 'title' | 'body'>) => ({
  templateId: row.id,
  title: row.title,
  body: row.body,
});

export const letterTemplateNotFound = () => new AppError('NOT_FOUND', LETTER_MESSAGES.templateNotFound);

/** The authority the caller sends letters for; the access table admits authority staff alone. */
export function letterAuthorityOf(caller: Caller): number {
  if (caller.authorityId === null) throw forbidden();
  return caller.authorityId;
}

export const mayChangeTemplates = (caller: Caller) => caller.authorityId !== null && caller.role === 'ADMIN';

/** The access table already keeps others off; this is the use cases' own check. */
export function assertMayChangeTemplates(caller: Caller): number {
  if (!mayChangeTemplates(caller)) throw forbidden();
  return letterAuthorityOf(caller);
}
