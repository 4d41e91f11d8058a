import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';

/** What a disposed file's row says in place of its name. */
export const DISPOSED_FILE_NAME = 'Disposed file';
/** A disposed file's row keeps no hash of what it held. */
const NO_HASH = '0'.repeat(64);

/** The files on a case's records: diary items (and the applicant's documents), quotes, variations, payments, documents filed on it. */
export const caseFileIds = (authorityId: number, caseId: number) => sql`(
  select file_id from action_items where authority_id = ${authorityId} and case_id = ${caseId} and file_id is not null
  union select file_id from case_quotes where authority_id = ${authorityId} and case_id = ${caseId} and file_id is not null
  union select file_id from case_grant_variations where authority_id = ${authorityId} and case_id = ${caseId} and file_id is not null
  union select file_id from case_payments where authority_id = ${authorityId} and case_id = ${caseId} and file_id is not null
  union select file_id from case_documents where authority_id = ${authorityId} and case_id = ${caseId}
)`;

/**
 * Tombstones the case's files not yet disposed of: each row stays (the records naming it keep
 * their key) with its name and hash gone and a fresh storage key naming no bytes, so the old
 * bytes belong to no row. Answers the old keys, whose bytes the caller removes after commit; a
 * removal that fails is retried by the hourly file sweep, which removes bytes no row names.
 */
export async function disposeCaseFiles(
  tx: Executor,
  authorityId: number,
  caseId: number,
  now: Date,
): Promise<{ ids: string[]; storageKeys: string[] }> {
  const rows = await tx
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(
      and(
        eq(files.authorityId, authorityId),
        isNull(files.disposedAt),
        sql`${files.id} in ${caseFileIds(authorityId, caseId)}`,
      ),
    )
    .for('update');
  if (rows.length === 0) return { ids: [], storageKeys: [] };
  const ids = rows.map((row) => row.id);
  await tx
    .update(files)
    .set({
      originalName: DISPOSED_FILE_NAME,
      sha256: NO_HASH,
      storageKey: sql`gen_random_uuid()::text`,
      disposedAt: now,
    })
    .where(inArray(files.id, ids));
  return { ids, storageKeys: rows.map((row) => row.storageKey) };
}

/** Every file id on the case's records, disposed of or not (the audit log names them). */
export async function allCaseFileIds(tx: Executor, authorityId: number, caseId: number): Promise<string[]> {
  const rows = await tx.execute<{ file_id: string }>(
    sql`select file_id from ${caseFileIds(authorityId, caseId)} f`,
  );
  return rows.rows.map((row) => row.file_id);
}
