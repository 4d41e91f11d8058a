import type { addDiaryRequestSchema, Diary } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import { insertDiary, isCaseInScope } from './diary-repository';
import { auditedDiary, toDiary } from './diary-view';

export type AddDiaryInput = ChangeInput<{ fields: z.output<typeof addDiaryRequestSchema> }>;

/** Starts a diary on a case the caller may change, audited in the same transaction. */
export async function addDiary(db: Database, input: AddDiaryInput): Promise<Diary> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  const { caseId, ...fields } = input.fields;

  return db.transaction(async (tx) => {
    if (!(await isCaseInScope(tx, caseId, scope))) throw caseNotFound();
    const row = await insertDiary(tx, {
      ...fields,
      authorityId: scope.authorityId,
      caseId,
      createdById: caller.webUserId,
    });
    await auditChange(tx, input, 'diary.create', row.id, { after: auditedDiary(row) });
    return toDiary(row, [], caller);
  });
}
