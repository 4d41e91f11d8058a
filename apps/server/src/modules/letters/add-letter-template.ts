import {
  LETTER_MESSAGES,
  LETTER_TEMPLATES_MAX,
  type LetterTemplate,
  type letterTemplateFieldsSchema,
} from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict } from '../../platform/errors/app-error';
import { countLetterTemplates, insertLetterTemplate } from './letter-template-repository';
import { assertMayChangeTemplates, auditedTemplate, toLetterTemplate } from './letter-template-view';

export type AddLetterTemplateInput = ChangeInput<{ fields: z.output<typeof letterTemplateFieldsSchema> }>;

/** Adds a template to the caller's authority (its fields checked by the contract), audited. */
export async function addLetterTemplate(
  db: Database,
  input: AddLetterTemplateInput,
): Promise<LetterTemplate> {
  const authorityId = assertMayChangeTemplates(input.caller);
  return db.transaction(async (tx) => {
    // One writer at a time per authority, so two adds cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('letter_templates'), ${authorityId})`);
    if ((await countLetterTemplates(tx, authorityId)) >= LETTER_TEMPLATES_MAX) {
      throw conflict(LETTER_MESSAGES.tooManyTemplates);
    }
    const row = await insertLetterTemplate(tx, {
      ...input.fields,
      authorityId,
      updatedById: input.caller.webUserId,
    });
    await auditChange(tx, input, 'letter-template.create', authorityId, { after: auditedTemplate(row) });
    return toLetterTemplate(row);
  });
}
