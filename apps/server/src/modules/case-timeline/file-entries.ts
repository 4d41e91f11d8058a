import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { CASE_DOCUMENT_TYPE_LABELS, type CaseDocumentType } from '@casekeeper/contract';
import {
  caseDocuments,
  caseGrantVariations,
  casePayments,
  caseQuotes,
  contractors,
  files,
  webUsers,
} from '../../db/schema';
import { keyOf, newestFirst, olderThan } from './timeline-cursor';
import { nameOf, type SourceRead, type TimelineRow } from './timeline-source';

const pounds = (pence: number) =>
  (pence / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

/** The rows of one table with a file on the case: the same shape, read the same way. */
async function filedRows<T extends Record<string, unknown>>(
  db: Executor,
  read: SourceRead,
  source: {
    name: string;
    table: { id: PgColumn; authorityId: PgColumn; caseId: PgColumn; fileId: PgColumn };
    at: PgColumn;
    by: PgColumn;
    extra: { [K in keyof T]: SQL<T[K]> | PgColumn };
    join?: (query: ReturnType<typeof base>) => ReturnType<typeof base>;
  },
) {
  const key = keyOf(source.name, source.table.id);
  function base() {
    return db
      .select({ key, at: source.at, who: nameOf(webUsers), fileName: files.originalName, ...source.extra })
      .from(source.table.id.table)
      .innerJoin(files, eq(files.id, source.table.fileId))
      .innerJoin(webUsers, eq(webUsers.id, source.by))
      .$dynamic();
  }
  const query = source.join ? source.join(base()) : base();
  return (await query
    .where(
      and(
        eq(source.table.authorityId, read.authorityId),
        eq(source.table.caseId, read.caseId),
        isNotNull(source.table.fileId),
        olderThan(source.at, key, read.cursor),
      ),
    )
    .orderBy(...newestFirst(source.at, key))
    .limit(read.limit)) as unknown as ({ key: string; at: Date; who: string; fileName: string } & T)[];
}

/**
 * The documents filed on the case, the grant's quote files, its variations' files and the
 * payments' invoices, when they were filed.
 */
export async function fileEntries(db: Executor, read: SourceRead): Promise<TimelineRow[]> {
  if (!read.kinds.has('document')) return [];
  const [filed, quotes, variations, invoices] = await Promise.all([
    filedRows<{ type: CaseDocumentType; name: string }>(db, read, {
      name: 'document',
      table: caseDocuments,
      at: caseDocuments.createdAt,
      by: caseDocuments.createdById,
      extra: { type: caseDocuments.type, name: caseDocuments.name },
    }),
    filedRows<{ contractor: string; amountPence: number }>(db, read, {
      name: 'quote',
      table: caseQuotes,
      at: caseQuotes.createdAt,
      by: caseQuotes.createdById,
      extra: { contractor: contractors.companyName, amountPence: caseQuotes.amountPence },
      join: (query) =>
        query.innerJoin(
          contractors,
          and(
            eq(contractors.authorityId, caseQuotes.authorityId),
            eq(contractors.id, caseQuotes.contractorId),
          ),
        ),
    }),
    filedRows<{ costChangePence: number }>(db, read, {
      name: 'variation',
      table: caseGrantVariations,
      at: caseGrantVariations.recordedAt,
      by: caseGrantVariations.recordedById,
      extra: { costChangePence: caseGrantVariations.costChangePence },
    }),
    filedRows<{ reference: string; amountPence: number }>(db, read, {
      name: 'payment',
      table: casePayments,
      at: casePayments.requestedAt,
      by: casePayments.requestedById,
      extra: { reference: casePayments.invoiceReference, amountPence: casePayments.amountPence },
    }),
  ]);
  const entry = (row: { key: string; at: Date; who: string; fileName: string }) => ({
    key: row.key,
    kind: 'document' as const,
    at: row.at,
    who: row.who,
    detail: row.fileName,
    changes: [],
  });
  return [
    ...filed.map((row) => ({
      ...entry(row),
      what: `${CASE_DOCUMENT_TYPE_LABELS[row.type]} filed: ${row.name}`,
      link: { to: 'documents' as const },
    })),
    ...quotes.map((row) => ({
      ...entry(row),
      what: `Quote from ${row.contractor} filed (${pounds(row.amountPence)})`,
      link: { to: 'grant' as const },
    })),
    ...variations.map((row) => ({
      ...entry(row),
      what: `Grant variation filed (${row.costChangePence >= 0 ? '+' : '−'}${pounds(Math.abs(row.costChangePence))})`,
      link: { to: 'grant' as const },
    })),
    ...invoices.map((row) => ({
      ...entry(row),
      what: `Invoice ${row.reference} filed (${pounds(row.amountPence)})`,
      link: { to: 'payments' as const },
    })),
  ];
}
