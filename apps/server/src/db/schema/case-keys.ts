import { foreignKey, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/**
 * The key from a row to its case, through the authority as well, so a row never reaches another
 * authority's case; a case's rows go with it.
 */
export function caseKey(name: string, authorityId: AnyPgColumn, caseId: AnyPgColumn) {
  return foreignKey({
    name,
    columns: [authorityId, caseId],
    foreignColumns: [cases.authorityId, cases.id],
  }).onDelete('cascade');
}
