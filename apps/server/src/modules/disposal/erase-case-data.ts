import { DISPOSED_TEXT } from '@casekeeper/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  actionDiaries,
  actionItems,
  applicantCases,
  caseDocuments,
  caseGrants,
  caseGrantVariations,
  casePayments,
  caseQuotes,
  caseReplies,
  caseStatusHistory,
  caseWorks,
  cases,
  documentRequests,
  loginThrottle,
  mailOutbox,
  rateLimitCounters,
  unknownEmailThrottle,
  warningNotes,
} from '../../db/schema';

type CaseKeyed = { authorityId: AnyPgColumn; caseId: AnyPgColumn };

const ofCase = (table: CaseKeyed, authorityId: number, caseId: number) =>
  and(eq(table.authorityId, authorityId), eq(table.caseId, caseId));

/**
 * Blanks every free text on the case's records that may name the person: diaries and their items
 * (the applicant's messages among them), the officer's replies to the applicant and the documents asked of them,
 * the names of documents filed on the case, the status history's notes, the grant's works, quotes,
 * reasons and notes, variations and payments. Figures, dates, kinds, adaptation types and who did
 * what stay, so the authority's dashboards, clocks and spend read as before.
 */
export async function blankCaseTexts(tx: Executor, authorityId: number, caseId: number): Promise<void> {
  await tx
    .update(actionDiaries)
    .set({ title: DISPOSED_TEXT, description: null })
    .where(ofCase(actionDiaries, authorityId, caseId));
  await tx
    .update(actionItems)
    .set({
      description: DISPOSED_TEXT,
      textBody: sql`case when ${actionItems.kind} = 'TEXT' then '' else null end`,
    })
    .where(ofCase(actionItems, authorityId, caseId));
  // A document's name may name the person; its type and date stay.
  await tx
    .update(caseDocuments)
    .set({ name: DISPOSED_TEXT })
    .where(ofCase(caseDocuments, authorityId, caseId));
  await tx
    .update(caseStatusHistory)
    .set({ note: null, refusalReasonText: null })
    .where(ofCase(caseStatusHistory, authorityId, caseId));
  await tx
    .update(caseWorks)
    .set({ description: DISPOSED_TEXT, location: null })
    .where(ofCase(caseWorks, authorityId, caseId));
  await tx
    .update(caseQuotes)
    .set({ notes: null })
    .where(ofCase(caseQuotes, authorityId, caseId));
  await tx
    .update(caseGrants)
    .set({
      acceptedReason: null,
      otherFeeText: null,
      contributionText: null,
      topUpReason: null,
      approvalNote: null,
    })
    .where(ofCase(caseGrants, authorityId, caseId));
  await tx
    .update(caseGrantVariations)
    .set({ worksAdded: null, worksRemoved: null, reason: DISPOSED_TEXT, rejectionReason: null })
    .where(ofCase(caseGrantVariations, authorityId, caseId));
  await tx
    .update(casePayments)
    .set({
      payeeName: sql`case when ${casePayments.payee} = 'APPLICANT' then ${DISPOSED_TEXT} else ${casePayments.payeeName} end`,
      note: null,
      rejectionReason: null,
    })
    .where(ofCase(casePayments, authorityId, caseId));
  // The conversation with the applicant: the officer's replies, and what was asked of them and why.
  await tx
    .update(caseReplies)
    .set({ body: DISPOSED_TEXT })
    .where(ofCase(caseReplies, authorityId, caseId));
  await tx
    .update(documentRequests)
    .set({
      details: sql`case when ${documentRequests.kind} = 'OTHER' then ${DISPOSED_TEXT} else null end`,
      reason: null,
    })
    .where(ofCase(documentRequests, authorityId, caseId));
}

/**
 * Completes the case's open items as of the disposal: a disposed case asks nothing more of anyone,
 * so its items leave every officer's alarms, My work and the overdue counts.
 */
export async function completeOpenItems(
  tx: Executor,
  authorityId: number,
  caseId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(actionItems)
    .set({ isCompleted: true, completedAt: now })
    .where(and(ofCase(actionItems, authorityId, caseId), eq(actionItems.isCompleted, false)));
}

/** The warning notes go altogether: they are about the person or their home and nothing else. */
export async function deleteWarningNotes(
  tx: Executor,
  authorityId: number,
  caseId: number,
): Promise<number[]> {
  const rows = await tx
    .delete(warningNotes)
    .where(ofCase(warningNotes, authorityId, caseId))
    .returning({ id: warningNotes.id });
  return rows.map((row) => row.id);
}

/** Ends every applicant's access to the case; answers who had it. */
export async function removeApplicantAccess(
  tx: Executor,
  authorityId: number,
  caseId: number,
): Promise<number[]> {
  const rows = await tx
    .delete(applicantCases)
    .where(ofCase(applicantCases, authorityId, caseId))
    .returning({ applicantId: applicantCases.applicantId });
  return [...new Set(rows.map((row) => row.applicantId))];
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * Removes the mail sent to the person or naming them (and the delivery jobs of those mails, whose
 * results may quote the address), and the sign-in throttles and rate limits keyed by their addresses.
 */
export async function removeMailAndThrottles(
  tx: Executor,
  options: { emails: string[]; names: string[] },
): Promise<void> {
  const emails = [...new Set(options.emails.map((email) => email.toLowerCase()))].filter(Boolean);
  const patterns = [...emails, ...options.names].filter((value) => value.trim().length >= 3).map(likePattern);
  const naming = patterns.map(
    (pattern) =>
      sql`(${mailOutbox.subject} ilike ${pattern} or ${mailOutbox.textBody} ilike ${pattern} or coalesce(${mailOutbox.htmlBody}, '') ilike ${pattern})`,
  );
  const conditions = [
    ...(emails.length > 0 ? [inArray(sql`lower(${mailOutbox.toAddress})`, emails)] : []),
    ...naming,
  ];
  if (conditions.length > 0) {
    const removed = await tx
      .delete(mailOutbox)
      .where(sql.join(conditions, sql` or `))
      .returning({ id: mailOutbox.id });
    const ids = removed.map((row) => String(row.id));
    if (ids.length > 0) await removeMailJobs(tx, ids);
  }
  if (emails.length > 0) {
    await tx.delete(loginThrottle).where(inArray(sql`lower(${loginThrottle.accountKey})`, emails));
    await tx
      .delete(unknownEmailThrottle)
      .where(inArray(sql`lower(${unknownEmailThrottle.emailKey})`, emails));
    // Rate limits keyed by the address (a password reset asked for, say): minutes long, but theirs.
    await tx.delete(rateLimitCounters).where(
      sql.join(
        emails.map((email) => sql`lower(${rateLimitCounters.key}) like ${likePattern(email)}`),
        sql` or `,
      ),
    );
  }
}

/** pg-boss keeps jobs in `job` and, once done, in `archive` (where the installed version has one). */
async function removeMailJobs(tx: Executor, outboxIds: string[]): Promise<void> {
  const tables = await tx.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'pgboss' and table_name in ('job', 'archive')`);
  for (const { name } of tables.rows) {
    await tx.execute(sql`delete from ${sql.identifier('pgboss')}.${sql.identifier(name)}
      where name = 'mail.deliver' and data->>'outboxId' in ${outboxIds}`);
  }
}

/** The case row as a shell: its client and address gone; authority, status, dates, clocks, figures, contractor, priority and tenure kept. */
export async function anonymiseCaseRow(
  tx: Executor,
  authorityId: number,
  caseId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(cases)
    .set({
      clientTitle: null,
      clientFirstName: DISPOSED_TEXT,
      clientLastName: '',
      clientDateOfBirth: null,
      clientPhone: null,
      clientEmail: null,
      addressLine1: DISPOSED_TEXT,
      addressLine2: null,
      addressLine3: null,
      town: null,
      county: null,
      postCode: '',
      uprn: null,
      description: null,
      referralSource: null,
      disposedAt: now,
      version: sql`${cases.version} + 1`,
    })
    .where(and(eq(cases.authorityId, authorityId), eq(cases.id, caseId)));
}
