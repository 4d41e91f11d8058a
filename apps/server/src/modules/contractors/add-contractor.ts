import type { addContractorRequestSchema, Contractor } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { authorityInScope } from '../../platform/access/record-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { notFound } from '../../platform/errors/app-error';
import type { Saved } from '../../platform/records/saved';
import { findAuthoritySummary } from '../authorities';
import { insertContractor } from './contractor-repository';
import { auditedFields, CONTRACTOR_MESSAGES, toContractor } from './contractor-view';

export type AddContractorInput = ChangeInput<{ fields: z.output<typeof addContractorRequestSchema> }>;

/** Adds a contractor to an authority: the caller's own, or any for a platform admin. */
export async function addContractor(db: Database, input: AddContractorInput): Promise<Saved<Contractor>> {
  const { caller } = input;
  const { authorityId: requested, ...fields } = input.fields;
  const authorityId = authorityInScope(caller, requested);
  if (!(await findAuthoritySummary(db, authorityId))) throw notFound(CONTRACTOR_MESSAGES.authorityNotFound);
  return db.transaction(async (tx) => {
    const row = await insertContractor(tx, { ...fields, authorityId });
    await auditChange(tx, input, 'contractor.create', row.id, {
      authorityId,
      after: auditedFields(row),
    });
    return { record: toContractor(row, caller), message: CONTRACTOR_MESSAGES.added };
  });
}
