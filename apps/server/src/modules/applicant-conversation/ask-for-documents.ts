import type { askForDocumentsRequestSchema, DocumentRequest } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import { addChaseItem } from './chase-items';
import { findCaseInScope } from './conversation-repository';
import { assertDueFromToday, assertNotDisposed } from './conversation-rules';
import { labelOf, toDocumentRequest } from './conversation-view';
import { findRequestsOfCase, insertRequest } from './document-request-repository';

export type AskForDocumentsInput = ChangeInput<{
  caseId: number;
  items: z.output<typeof askForDocumentsRequestSchema>['items'];
}>;

/**
 * Asks the case's applicant for documents, each due on its date (today or later, UK time), each
 * with the officer's chase item due then; one transaction with its audit row. Answers the requests made.
 */
export async function askForDocuments(db: Database, input: AskForDocumentsInput): Promise<DocumentRequest[]> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  input.items.forEach((item, index) => assertDueFromToday(item.dueOn, `items.${index}.dueOn`));
  return db.transaction(async (tx) => {
    const found = await findCaseInScope(tx, input.caseId, scope, true);
    if (!found) throw caseNotFound();
    assertNotDisposed(found);
    const ids: number[] = [];
    for (const item of input.items) {
      const label = labelOf(item.kind, item.details);
      const chaseItemId = await addChaseItem(tx, {
        ...found,
        label,
        dueOn: item.dueOn,
        createdById: caller.webUserId,
      });
      ids.push(
        await insertRequest(tx, {
          ...found,
          kind: item.kind,
          details: item.details,
          dueOn: item.dueOn,
          chaseItemId,
          requestedById: caller.webUserId,
        }),
      );
    }
    await auditChange(tx, input, 'document-request.add', found.caseId, {
      after: {
        requests: input.items.map((item, index) => ({ id: ids[index], kind: item.kind, dueOn: item.dueOn })),
      },
    });
    const made = (await findRequestsOfCase(tx, found)).filter((row) => ids.includes(row.id));
    return made.map((row) => toDocumentRequest(row, []));
  });
}
