import { STALE_RECORD_MESSAGE, type Contractor, type contractorFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { auditDiff } from '../../platform/audit/audit-diff';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict, notFound } from '../../platform/errors/app-error';
import type { Saved } from '../../platform/records/saved';
import { findContractor, updateContractorRow } from './contractor-repository';
import { auditedFields, CONTRACTOR_MESSAGES, toContractor } from './contractor-view';

export type UpdateContractorInput = ChangeInput<{
  id: number;
  version: number;
  fields: z.output<typeof contractorFieldsSchema>;
}>;

/** Saves a contractor if nobody has changed it since `version` was read (409 otherwise). */
export async function updateContractor(
  db: Database,
  input: UpdateContractorInput,
): Promise<Saved<Contractor>> {
  const { caller } = input;
  return db.transaction(async (tx) => {
    const before = await findContractor(tx, input.id, authorityFilterOf(caller), { forUpdate: true });
    if (!before) throw notFound(CONTRACTOR_MESSAGES.notFound);
    if (before.version !== input.version) throw conflict(STALE_RECORD_MESSAGE);
    const after = await updateContractorRow(tx, before.id, input.fields);
    await auditChange(tx, input, 'contractor.update', before.id, {
      authorityId: before.authorityId,
      ...auditDiff(auditedFields(before), auditedFields(after)),
    });
    return { record: toContractor(after, caller), message: CONTRACTOR_MESSAGES.saved };
  });
}
