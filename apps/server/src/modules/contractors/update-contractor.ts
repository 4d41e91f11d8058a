import type { Contractor, contractorFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { auditDiff } from '../../platform/audit/audit-diff';
import { auditChange } from '../../platform/audit/audit-change';
import { editable } from '../../platform/records/editable';
import type { UpdateInput } from '../../platform/records/record-inputs';
import type { Saved } from '../../platform/records/saved';
import { findContractor, updateContractorRow } from './contractor-repository';
import { auditedFields, CONTRACTOR_MESSAGES, toContractor } from './contractor-view';

export type UpdateContractorInput = UpdateInput<z.output<typeof contractorFieldsSchema>>;

/** Saves a contractor if nobody has changed it since `version` was read (409 otherwise). */
export async function updateContractor(
  db: Database,
  input: UpdateContractorInput,
): Promise<Saved<Contractor>> {
  const { caller } = input;
  return db.transaction(async (tx) => {
    const before = editable(
      await findContractor(tx, input.id, authorityFilterOf(caller), { forUpdate: true }),
      input.version,
      CONTRACTOR_MESSAGES.notFound,
    );
    const after = await updateContractorRow(tx, before.id, input.fields);
    await auditChange(tx, input, 'contractor.update', before.id, {
      authorityId: before.authorityId,
      ...auditDiff(auditedFields(before), auditedFields(after)),
    });
    return { record: toContractor(after, caller), message: CONTRACTOR_MESSAGES.saved };
  });
}
