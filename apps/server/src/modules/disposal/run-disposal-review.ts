import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import { removeStoredBytes } from '../files';
import type { DisposalDeps } from './dispose-case';
import { disposeCaseFiles } from './dispose-files';
import { anonymiseApplicantAccount, applicantIdentities } from './dispose-applicant-account';
import { ukToday } from './disposal-rules';
import { endedOnOf, ENDED_STATUS_IDS, isEndedCase } from './ended-cases';
import { scrubAuditEntries } from './scrub-audit-entries';

export type DisposalReviewReport = {
  listed: number;
  returned: number;
  left: number;
  casesWithFilesDisposed: number;
  filesDisposed: number;
  applicantAccountsDisposed: number;
};

const ended = sql.raw(ENDED_STATUS_IDS.join(', '));

/** Counts per authority of a statement's rows, audited as one entry each. */
async function auditRun(db: Database, counts: Map<number, Record<string, number>>) {
  for (const [authorityId, after] of counts) {
    await recordAudit(db, {
      actorId: null,
      authorityId,
      action: 'disposal.review',
      entityType: 'authority',
      entityId: String(authorityId),
      after,
    });
  }
}

function tally(counts: Map<number, Record<string, number>>, authorityId: number, key: string, by = 1) {
  const entry = counts.get(authorityId) ?? {};
  entry[key] = (entry[key] ?? 0) + by;
  counts.set(authorityId, entry);
}

/** Cases reopened (no longer ended) leave the review; ended ones past their date join it. */
async function refreshReview(db: Database, today: string, counts: Map<number, Record<string, number>>) {
  const left = await db.execute<{ authority_id: number }>(sql`
    delete from disposal_reviews r using cases c
    where c.authority_id = r.authority_id and c.id = r.case_id and r.state in ('PENDING', 'KEPT')
      and (c.status_id not in (${ended}) or c.deleted_at is not null)
    returning r.authority_id`);
  for (const row of left.rows) tally(counts, row.authority_id, 'left');
  const listed = await db.execute<{ authority_id: number }>(sql`
    insert into disposal_reviews (authority_id, case_id, due_on)
    select authority_id, id, due_on from (
      select c.authority_id, c.id, (${endedOnOf('c')} + make_interval(years => a.case_retention_years))::date as due_on
      from cases c join authorities a on a.id = c.authority_id
      where ${isEndedCase('c')}
    ) due
    where due_on is not null and due_on <= ${today}::date
    on conflict (case_id) do nothing
    returning authority_id`);
  for (const row of listed.rows) tally(counts, row.authority_id, 'listed');
  const returned = await db.execute<{ authority_id: number }>(sql`
    update disposal_reviews set state = 'PENDING', keep_reason = null, keep_note = null, kept_until = null
    where state = 'KEPT' and kept_until < ${today}::date
    returning authority_id`);
  for (const row of returned.rows) tally(counts, row.authority_id, 'returned');
  return { left: left.rows.length, listed: listed.rows.length, returned: returned.rows.length };
}

/** Files of ended cases whose file period has run out: tombstoned, their bytes removed. */
async function disposeDueFiles(
  deps: DisposalDeps & { db: Database },
  today: string,
  counts: Map<number, Record<string, number>>,
) {
  // Found as the application role: the owner's few connections only for the scrubbing transactions.
  const due = await deps.db.execute<{ authority_id: number; id: number }>(sql`
    select c.authority_id, c.id from cases c join authorities a on a.id = c.authority_id
    where ${isEndedCase('c')}
      and (${endedOnOf('c')} + make_interval(years => a.file_retention_years))::date <= ${today}::date
      and exists (
        select 1 from files f where f.authority_id = c.authority_id and f.disposed_at is null and f.id in (
          select file_id from action_items where authority_id = c.authority_id and case_id = c.id
          union select file_id from case_quotes where authority_id = c.authority_id and case_id = c.id
          union select file_id from case_grant_variations where authority_id = c.authority_id and case_id = c.id
          union select file_id from case_payments where authority_id = c.authority_id and case_id = c.id
          union select file_id from case_documents where authority_id = c.authority_id and case_id = c.id))`);
  let cases = 0;
  let fileCount = 0;
  for (const row of due.rows) {
    const authorityId = row.authority_id;
    const caseId = row.id;
    const disposed = await deps.ownerDb.transaction(async (tx) => {
      const result = await disposeCaseFiles(tx, authorityId, caseId, new Date());
      if (result.ids.length === 0) return result;
      // The files' names are in their own audit entries (an infected upload) and the items' ones.
      await scrubAuditEntries(tx, {
        authorityId,
        caseIds: [],
        diaryIds: [],
        itemIds: [],
        warningNoteIds: [],
        fileIds: result.ids,
        webUserIds: [],
        values: [],
      });
      await recordAudit(tx, {
        actorId: null,
        authorityId,
        action: 'disposal.files',
        entityType: 'case',
        entityId: String(caseId),
        after: { files: result.ids.length, rule: 'file retention period' },
      });
      return result;
    });
    await removeStoredBytes(deps.fileStorage, disposed.storageKeys);
    if (disposed.ids.length > 0) {
      cases += 1;
      fileCount += disposed.ids.length;
      tally(counts, authorityId, 'filesDisposed', disposed.ids.length);
    }
  }
  return { cases, files: fileCount };
}

/**
 * Applicant accounts whose every case has ended (or been disposed of), the last of them longer ago
 * than the authority's applicant account period: anonymised, their access gone.
 */
async function disposeDueApplicantAccounts(
  deps: DisposalDeps & { db: Database },
  today: string,
  counts: Map<number, Record<string, number>>,
) {
  const due = await deps.db.execute<{ id: number; authority_id: number }>(sql`
    select u.id, u.authority_id from web_users u join authorities a on a.id = u.authority_id
    where u.user_type = 'APPLICANT' and u.email not like 'disposed-%@disposed.invalid'
      and exists (select 1 from applicant_cases ac where ac.applicant_id = u.id)
      and not exists (
        select 1 from applicant_cases ac join cases c on c.authority_id = ac.authority_id and c.id = ac.case_id
        where ac.applicant_id = u.id and c.disposed_at is null and c.status_id not in (${ended}))
      and (
        select max(${endedOnOf('c')}) from applicant_cases ac join cases c on c.authority_id = ac.authority_id and c.id = ac.case_id
        where ac.applicant_id = u.id and c.disposed_at is null
      ) + make_interval(years => a.applicant_account_retention_years) <= ${today}::date`);
  for (const row of due.rows) {
    const id = row.id;
    const authorityId = row.authority_id;
    await deps.ownerDb.transaction(async (tx) => {
      const [identity] = await applicantIdentities(tx, [id]);
      await anonymiseApplicantAccount(tx, id);
      await scrubAuditEntries(tx, {
        authorityId,
        caseIds: [],
        diaryIds: [],
        itemIds: [],
        warningNoteIds: [],
        fileIds: [],
        webUserIds: [id],
        values: [identity?.email, identity?.phone].filter((value): value is string => Boolean(value)),
      });
      await recordAudit(tx, {
        actorId: null,
        authorityId,
        action: 'disposal.applicant-account',
        entityType: 'web_user',
        entityId: String(id),
        after: { rule: 'applicant account retention period' },
      });
    });
    tally(counts, authorityId, 'applicantAccountsDisposed');
  }
  return due.rows.length;
}

/**
 * The disposal.review job (nightly; docs/jobs.md): puts the ended cases past their retention date in
 * their authority's review, brings back kept ones whose date has passed, lets reopened ones leave,
 * and disposes of files and applicant accounts past their own periods. Running it again the same
 * day finds nothing more to do.
 */
export async function runDisposalReview(
  deps: DisposalDeps & { db: Database },
  now = new Date(),
): Promise<DisposalReviewReport> {
  const today = ukToday(now);
  const counts = new Map<number, Record<string, number>>();
  const review = await refreshReview(deps.db, today, counts);
  const files = await disposeDueFiles(deps, today, counts);
  const applicantAccountsDisposed = await disposeDueApplicantAccounts(deps, today, counts);
  await auditRun(
    deps.db,
    new Map(
      [...counts].filter(([, entry]) => (entry.listed ?? 0) + (entry.returned ?? 0) + (entry.left ?? 0) > 0),
    ),
  );
  return {
    ...review,
    casesWithFilesDisposed: files.cases,
    filesDisposed: files.files,
    applicantAccountsDisposed,
  };
}
