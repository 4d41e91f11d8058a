import {
  STALE_RECORD_MESSAGE,
  type LetterheadView,
  type updateLetterheadRequestSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict } from '../../platform/errors/app-error';
import { findLetterhead, saveLetterhead } from './letterhead-repository';
import { assertMayChangeTemplates } from './letter-template-view';

export type UpdateLetterheadInput = ChangeInput<{ fields: z.output<typeof updateLetterheadRequestSchema> }>;

/** Saves the authority's letterhead; a version given (0 the first time) that is stale is a 409. */
export async function updateLetterhead(db: Database, input: UpdateLetterheadInput): Promise<LetterheadView> {
  const authorityId = assertMayChangeTemplates(input.caller);
  const { version, ...fields } = input.fields;
  return db.transaction(async (tx) => {
    const before = await findLetterhead(tx, authorityId, { forUpdate: true });
    if (version !== undefined && before.version !== version) {
      throw conflict(STALE_RECORD_MESSAGE, { ...before, can: { change: true } });
    }
    await saveLetterhead(tx, { ...fields, authorityId, updatedById: input.caller.webUserId });
    await auditChange(tx, input, 'authority.letterhead', authorityId, {
      before: {
        name: before.name,
        addressLines: before.addressLines,
        phone: before.phone,
        email: before.email,
        footer: before.footer,
      },
      after: fields,
    });
    return { ...(await findLetterhead(tx, authorityId)), can: { change: true } };
  });
}
