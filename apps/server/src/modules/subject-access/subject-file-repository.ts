import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  actionItems,
  caseDocuments,
  caseGrantVariations,
  casePayments,
  caseQuotes,
  files,
} from '../../db/schema';

/** The records a case's files hang from, and what each file is to the case. */
const HOLDERS = [
  { table: actionItems, source: 'Diary item' },
  { table: caseQuotes, source: 'Quote' },
  { table: caseGrantVariations, source: 'Grant variation' },
  { table: casePayments, source: 'Invoice' },
  { table: caseDocuments, source: 'Case document' },
] as const;

type Holder = (typeof HOLDERS)[number]['table'];

/** The holder's row of the file being read. */
const ofFile = (holder: Holder) =>
  and(eq(holder.authorityId, files.authorityId), eq(holder.fileId, files.id));

const holdsFile = (holder: Holder, caseIds: number[]) =>
  sql`exists (select 1 from ${holder} where ${and(ofFile(holder), inArray(holder.caseId, caseIds))})`;

/**
 * The files of these cases (of items, quotes, variations and payments) and those these
 * applicants uploaded, with the case each belongs to; every file once.
 */
export function findSubjectFiles(
  db: Executor,
  input: { authorityId: number; caseIds: number[]; applicantIds: number[] },
) {
  const { authorityId, caseIds, applicantIds } = input;
  if (caseIds.length + applicantIds.length === 0) return Promise.resolve([]);
  const holders = HOLDERS.map(({ table }) => table);
  const caseOf = sql<number | null>`coalesce(${sql.join(
    holders.map((table) => sql`(select ${table.caseId} from ${table} where ${ofFile(table)} limit 1)`),
    sql`, `,
  )})`;
  const sourceOf = sql<string>`case ${sql.join(
    HOLDERS.map(
      ({ table, source }) => sql`when exists (select 1 from ${table} where ${ofFile(table)}) then ${source}`,
    ),
    sql` `,
  )} else 'Upload' end`;
  return db
    .select({
      id: files.id,
      caseId: caseOf,
      source: sourceOf,
      name: files.originalName,
      sizeBytes: files.sizeBytes,
      contentType: files.contentType,
      sha256: files.sha256,
      storageKey: files.storageKey,
      scanStatus: files.scanStatus,
      disposedAt: files.disposedAt,
      uploadedAt: files.createdAt,
    })
    .from(files)
    .where(
      and(
        eq(files.authorityId, authorityId),
        or(
          ...(caseIds.length > 0 ? holders.map((table) => holdsFile(table, caseIds)) : []),
          applicantIds.length > 0 ? inArray(files.uploadedById, applicantIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
}
