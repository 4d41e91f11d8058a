import { sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { CASE_LIST_CHANGED_CHANNEL } from './case-list-cache';

/**
 * Keeps this transaction's case changes from announcing the authority's lists as changed on
 * commit (migration 0061): for a bulk run alone, which changes case after case, each in its own
 * transaction, and announces them together with `announceCaseListChange`. Every other write
 * announces at its commit, so a list read after it shows it.
 */
export async function deferCaseListAnnouncement(tx: Transaction): Promise<void> {
  await tx.execute(sql`select set_config('casekeeper.case_list_announce', 'deferred', true)`);
}

/** Announces, on commit, that the authority's case lists changed: every process drops its kept pages. */
export async function announceCaseListChange(db: Executor, authorityId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${CASE_LIST_CHANGED_CHANNEL}, ${String(authorityId)})`);
}
