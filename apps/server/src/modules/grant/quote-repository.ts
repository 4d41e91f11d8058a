import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseQuotes, contractors, files } from '../../db/schema';
import { recordFileColumns, recordFileJoin } from '../files';
import type { GrantKey } from './grant-repository';

/** The columns of a quote the API shows, with its contractor's name and its file's; picked so a new column never leaks. */
const quoteColumns = {
  id: caseQuotes.id,
  contractorId: caseQuotes.contractorId,
  contractorName: contractors.companyName,
  amountPence: caseQuotes.amountPence,
  receivedOn: caseQuotes.receivedOn,
  validUntil: caseQuotes.validUntil,
  notes: caseQuotes.notes,
  estimatedWorkingDays: caseQuotes.estimatedWorkingDays,
  fileId: caseQuotes.fileId,
  ...recordFileColumns,
  version: caseQuotes.version,
};

/** What an officer writes about a quote. */
export type QuoteValues = Pick<
  typeof caseQuotes.$inferInsert,
  'contractorId' | 'amountPence' | 'receivedOn' | 'validUntil' | 'notes' | 'estimatedWorkingDays'
>;

const ofCase = (key: GrantKey) =>
  and(eq(caseQuotes.authorityId, key.authorityId), eq(caseQuotes.caseId, key.caseId));

function selectQuotes(db: Executor) {
  return db
    .select(quoteColumns)
    .from(caseQuotes)
    .innerJoin(
      contractors,
      and(eq(contractors.authorityId, caseQuotes.authorityId), eq(contractors.id, caseQuotes.contractorId)),
    )
    .leftJoin(files, recordFileJoin(caseQuotes));
}

export type QuoteRow = Awaited<ReturnType<typeof findQuotes>>[number];

/** The case's quotes in the order they came in. */
export function findQuotes(db: Executor, key: GrantKey) {
  return selectQuotes(db).where(ofCase(key)).orderBy(asc(caseQuotes.receivedOn), asc(caseQuotes.id));
}

/** A quote of the case; one of another case or authority is not found. */
export async function findQuote(db: Executor, key: GrantKey, id: number): Promise<QuoteRow | undefined> {
  const [row] = await selectQuotes(db).where(and(ofCase(key), eq(caseQuotes.id, id)));
  return row;
}

export async function countQuotes(db: Executor, key: GrantKey): Promise<number> {
  const [row] = await db.select({ quotes: count() }).from(caseQuotes).where(ofCase(key));
  return row?.quotes ?? 0;
}

export async function insertQuote(
  tx: Executor,
  key: GrantKey,
  values: QuoteValues & { createdById: number },
): Promise<number> {
  const [row] = await tx
    .insert(caseQuotes)
    .values({ ...key, ...values })
    .returning({ id: caseQuotes.id });
  if (!row) throw new Error('The quote could not be stored.');
  return row.id;
}

export async function updateQuoteRow(
  tx: Executor,
  key: GrantKey,
  id: number,
  values: Partial<QuoteValues> & { fileId?: string | null },
): Promise<void> {
  await tx
    .update(caseQuotes)
    .set({ ...values, version: sql`${caseQuotes.version} + 1` })
    .where(and(ofCase(key), eq(caseQuotes.id, id)));
}

export async function deleteQuote(tx: Executor, key: GrantKey, id: number): Promise<void> {
  await tx.delete(caseQuotes).where(and(ofCase(key), eq(caseQuotes.id, id)));
}

/** Whether a contractor of the authority may be quoted: not found (another authority's, deleted) is undefined. */
export async function findQuotableContractor(db: Executor, authorityId: number, id: number) {
  const [row] = await db
    .select({ isActive: contractors.isActive })
    .from(contractors)
    .where(
      and(eq(contractors.authorityId, authorityId), eq(contractors.id, id), isNull(contractors.deletedAt)),
    );
  return row;
}
