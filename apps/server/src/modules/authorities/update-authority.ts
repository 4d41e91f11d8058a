import type { Authority, authorityFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditDiff } from '../../platform/audit/audit-diff';
import { auditChange } from '../../platform/audit/audit-change';
import { notFound } from '../../platform/errors/app-error';
import { editable } from '../../platform/records/editable';
import type { UpdateInput } from '../../platform/records/record-inputs';
import { findAuthority, pickAuthorityFields, updateAuthorityRow } from './authority-repository';
import { AUTHORITY_MESSAGES, auditedFields, toAuthority } from './authority-view';

/** Everything but the short code, which prefixes the authority's case numbers and so never changes. */
export type UpdateAuthorityInput = UpdateInput<Omit<z.output<typeof authorityFieldsSchema>, 'shortCode'>>;

/** Saves an authority's details if nobody has changed them since `version` was read (409 otherwise). */
export async function updateAuthority(db: Database, input: UpdateAuthorityInput): Promise<Authority> {
  return db.transaction(async (tx) => {
    const before = editable(
      await findAuthority(tx, input.id, { forUpdate: true }),
      input.version,
      AUTHORITY_MESSAGES.notFound,
    );
    await updateAuthorityRow(tx, before.id, pickAuthorityFields(input.fields));
    const after = await findAuthority(tx, before.id);
    if (!after) throw notFound(AUTHORITY_MESSAGES.notFound);
    await auditChange(tx, input, 'authority.update', before.id, {
      authorityId: before.id,
      ...auditDiff(auditedFields(before), auditedFields(after)),
    });
    return toAuthority(after);
  });
}
