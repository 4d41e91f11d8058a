import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { deleteLetterTemplateRow, findLetterTemplate } from './letter-template-repository';
import { assertMayChangeTemplates, auditedTemplate, letterTemplateNotFound } from './letter-template-view';

/** Deletes a template of the caller's authority; the letters sent from it stay on their cases. */
export async function deleteLetterTemplate(db: Database, input: ChangeInput<{ id: number }>): Promise<void> {
  const authorityId = assertMayChangeTemplates(input.caller);
  await db.transaction(async (tx) => {
    const row = await findLetterTemplate(tx, { authorityId, id: input.id }, { forUpdate: true });
    if (!row) throw letterTemplateNotFound();
    await deleteLetterTemplateRow(tx, row.id);
    await auditChange(tx, input, 'letter-template.delete', authorityId, { before: auditedTemplate(row) });
  });
}
