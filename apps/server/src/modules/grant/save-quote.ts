import {
  GRANT_MESSAGES,
  MAX_QUOTES_PER_CASE,
  type CaseGrant,
  type quoteFieldsSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import { deleteStoredFiles, auditedFileOf } from '../files';
import { changeGrant, type GrantChangeInput, type GrantDeps } from './change-grant';
import { assertNotFuture, assertQuotableContractor } from './grant-entries';
import { quoteNotFound } from './not-found';
import {
  countQuotes,
  deleteQuote,
  findQuote,
  insertQuote,
  updateQuoteRow,
  type QuoteRow,
  type QuoteValues,
} from './quote-repository';

type QuoteInput = GrantChangeInput & { quote: z.output<typeof quoteFieldsSchema> };

/** What the audit log keeps of a quote. */
export function auditedQuote(row: QuoteRow) {
  return {
    quoteId: row.id,
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    amountPence: row.amountPence,
    receivedOn: row.receivedOn,
    validUntil: row.validUntil,
    notes: row.notes,
    estimatedWorkingDays: row.estimatedWorkingDays,
    file: auditedFileOf(row),
  };
}

function valuesOf(quote: QuoteInput['quote']): QuoteValues {
  assertNotFuture(quote.receivedOn, 'quote.receivedOn', GRANT_MESSAGES.quoteFuture);
  return quote;
}

/** Records a quote from an active contractor of the authority. */
export function addQuote(deps: GrantDeps, input: QuoteInput): Promise<CaseGrant> {
  return changeGrant(deps, input, {
    action: 'grant.quote-add',
    reopensProposal: true,
    async apply({ tx, key }) {
      const values = valuesOf(input.quote);
      await assertQuotableContractor(tx, key.authorityId, values.contractorId);
      if ((await countQuotes(tx, key)) >= MAX_QUOTES_PER_CASE) {
        throw new AppError('UNPROCESSABLE', GRANT_MESSAGES.tooManyQuotes);
      }
      const id = await insertQuote(tx, key, { ...values, createdById: input.caller.webUserId });
      const added = await findQuote(tx, key, id);
      return { after: added ? auditedQuote(added) : { quoteId: id } };
    },
  });
}

/** Changes a quote; a contractor made inactive since may stay on it, but none may be switched to. */
export function updateQuote(deps: GrantDeps, input: QuoteInput & { id: number }): Promise<CaseGrant> {
  return changeGrant(deps, input, {
    action: 'grant.quote-update',
    reopensProposal: true,
    async apply({ tx, key }) {
      const before = await findQuote(tx, key, input.id);
      if (!before) throw quoteNotFound();
      const values = valuesOf(input.quote);
      await assertQuotableContractor(tx, key.authorityId, values.contractorId, before.contractorId);
      await updateQuoteRow(tx, key, before.id, values);
      const after = await findQuote(tx, key, before.id);
      return { before: auditedQuote(before), after: after ? auditedQuote(after) : {} };
    },
  });
}

/** Removes a quote that is not the accepted one, with its file. */
export function removeQuote(deps: GrantDeps, input: GrantChangeInput & { id: number }): Promise<CaseGrant> {
  return changeGrant(deps, input, {
    action: 'grant.quote-remove',
    reopensProposal: true,
    async apply({ tx, key, grant }) {
      const before = await findQuote(tx, key, input.id);
      if (!before) throw quoteNotFound();
      if (grant.acceptedQuoteId === before.id)
        throw new AppError('UNPROCESSABLE', GRANT_MESSAGES.quoteAccepted);
      await deleteQuote(tx, key, before.id);
      const removedFiles = await deleteStoredFiles(tx, key.authorityId, before.fileId ? [before.fileId] : []);
      return { before: auditedQuote(before), removedFiles };
    },
  });
}
