import type { Authority, authorityFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-error';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError } from '../../platform/errors/app-error';
import { seedLetterTemplates } from '../letters';
import { insertAuthority } from './authority-repository';
import { AUTHORITY_MESSAGES, auditedFields, toAuthority } from './authority-view';

export type AddAuthorityInput = ChangeInput<{ fields: z.output<typeof authorityFieldsSchema> }>;

/** Adds an authority, with the seeded letter templates. Its short code must be unused, by deleted authorities too (409 on `shortCode`). */
export async function addAuthority(db: Database, input: AddAuthorityInput): Promise<Authority> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertAuthority(tx, input.fields);
      // Every authority starts with an acknowledgement, an approval and a refusal letter.
      await seedLetterTemplates(tx, row.id);
      await auditChange(tx, input, 'authority.create', row.id, {
        authorityId: row.id,
        after: auditedFields(row),
      });
      return toAuthority(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'authorities_short_code_key')) {
      throw new AppError('CONFLICT', AUTHORITY_MESSAGES.shortCodeTaken, {
        fields: { shortCode: [AUTHORITY_MESSAGES.shortCodeTaken] },
      });
    }
    throw error;
  }
}
