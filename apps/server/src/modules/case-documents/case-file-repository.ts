import type { CaseDocumentSource, CaseDocumentType, FileScanStatus } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** One file of a case as the list reads it, whichever record holds it. */
export type CaseFileRow = {
  source: CaseDocumentSource;
  recordId: number;
  type: CaseDocumentType | null;
  title: string;
  diaryId: number | null;
  diaryTitle: string | null;
  isNew: boolean;
  createdById: number;
  fileName: string;
  sizeBytes: number;
  contentType: string;
  scanStatus: FileScanStatus;
  uploadedAt: Date;
  uploadedByName: string;
};

type CaseKey = { authorityId: number; caseId: number };

/**
 * Every record of the case that holds a file: documents filed on it, diary items (the applicant's
 * among them), quotes, variations and payments. Each is read by the case's own index.
 */
function holders({ authorityId, caseId }: CaseKey) {
  return sql`
    select 'DOCUMENT' as source, d.id as record_id, d.type as type, d.name as title, d.diary_id,
      false as is_new, d.created_by_id, d.file_id
    from case_documents d where d.authority_id = ${authorityId} and d.case_id = ${caseId}
    union all
    select case when i.from_applicant then 'APPLICANT' else 'DIARY_ITEM' end, i.id, null, i.description,
      i.diary_id, i.from_applicant and not i.is_completed, i.created_by_id, i.file_id
    from action_items i
    where i.authority_id = ${authorityId} and i.case_id = ${caseId} and i.file_id is not null
    union all
    select 'QUOTE', q.id, null, 'Quote from ' || c.company_name, null, false, q.created_by_id, q.file_id
    from case_quotes q join contractors c on c.authority_id = q.authority_id and c.id = q.contractor_id
    where q.authority_id = ${authorityId} and q.case_id = ${caseId} and q.file_id is not null
    union all
    select 'VARIATION', v.id, null, 'Grant variation: ' || v.reason, null, false, v.recorded_by_id, v.file_id
    from case_grant_variations v
    where v.authority_id = ${authorityId} and v.case_id = ${caseId} and v.file_id is not null
    union all
    select 'INVOICE', p.id, null, 'Invoice ' || p.invoice_reference, null, false, p.requested_by_id, p.file_id
    from case_payments p
    where p.authority_id = ${authorityId} and p.case_id = ${caseId} and p.file_id is not null`;
}

/**
 * The case's files, newest first, of one source or all; a file disposed of under the retention
 * schedule has nothing left to list. The caller has checked the case is in scope.
 */
export async function findCaseFiles(
  db: Executor,
  key: CaseKey,
  source: CaseDocumentSource | undefined,
): Promise<CaseFileRow[]> {
  const { rows } = await db.execute(sql`
    select h.source, h.record_id, h.type, h.title, h.diary_id, ad.title as diary_title, h.is_new,
      h.created_by_id, f.original_name, f.size_bytes, f.content_type, f.scan_status, f.created_at,
      u.first_name || ' ' || u.last_name as uploaded_by_name
    from (${holders(key)}) h
    join files f on f.authority_id = ${key.authorityId} and f.id = h.file_id
    join web_users u on u.id = f.uploaded_by_id
    left join action_diaries ad on ad.authority_id = ${key.authorityId} and ad.id = h.diary_id
    where f.disposed_at is null ${source ? sql`and h.source = ${source}` : sql``}
    order by f.created_at desc, f.id desc`);
  return rows.map((row) => ({
    source: row.source as CaseDocumentSource,
    recordId: Number(row.record_id),
    type: (row.type ?? null) as CaseDocumentType | null,
    title: String(row.title),
    diaryId: row.diary_id === null ? null : Number(row.diary_id),
    diaryTitle: typeof row.diary_title === 'string' ? row.diary_title : null,
    isNew: row.is_new === true,
    createdById: Number(row.created_by_id),
    fileName: String(row.original_name),
    sizeBytes: Number(row.size_bytes),
    contentType: String(row.content_type),
    scanStatus: row.scan_status as FileScanStatus,
    uploadedAt: new Date(String(row.created_at)),
    uploadedByName: String(row.uploaded_by_name),
  }));
}
