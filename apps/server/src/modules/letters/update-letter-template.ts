import {
  STALE_RECORD_MESSAGE,
  type LetterTemplate,
  type updateLetterTemplateRequestSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict } from '../../platform/errors/app-error';
import { findLetterTemplate, updateLetterTemplateRow } from './letter-template-repository';
import {
  assertMayChangeTemplates,
  auditedTemplate,
  letterTemplateNotFound,
  toLetterTemplate,
} from './letter-template-view';

export type UpdateLetterTemplateInput = ChangeInput<{
  fields: z.output<typeof updateLetterTemplateRequestSchema>;
}>;

/** Saves a template of the caller's authority; a stale version is a 409 with the current one. */
export async function updateLetterTemplate(
  db: Database,
  input: UpdateLetterTemplateInput,
): Promise<LetterTemplate> {
  const authorityId = assertMayChangeTemplates(input.caller);
  const { id, version, title, body } = input.fields;
  return db.transaction(async (tx) => {
    const before = await findLetterTemplate(tx, { authorityId, id }, { forUpdate: true });
    if (!before) throw letterTemplateNotFound();
    if (before.version !== version) throw conflict(STALE_RECORD_MESSAGE, toLetterTemplate(before));
    const row = await updateLetterTemplateRow(tx, id, { title, body, updatedById: input.caller.webUserId });
    await auditChange(tx, input, 'letter-template.update', authorityId, {
      before: auditedTemplate(before),
      after: auditedTemplate(row),
    });
    return toLetterTemplate(row);
  });
}
