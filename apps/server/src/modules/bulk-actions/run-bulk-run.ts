import { BULK_ACTION_MESSAGES } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webUsers } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { AppError, forbidden } from '../../platform/errors/app-error';
import { deferCaseListAnnouncement, mayWriteCases } from '../cases';
import { applyToCase } from './apply-to-case';
import {
  findRun,
  findWaitingCases,
  finishRun,
  recordOutcome,
  takeWaitingCase,
  type BulkRunRow,
} from './bulk-run-repository';
import { listAnnouncements } from './list-announcements';

/** Waiting cases read at a time; each is still its own transaction. */
const READ_AHEAD = 200;

export type BulkRunReport = { done: number; refused: number };

/**
 * The requester as they are now: a run started by someone who has since lost the right to change
 * cases (deactivated, made READONLY, moved) changes nothing more.
 */
async function callerOfRun(db: Database, run: BulkRunRow): Promise<Caller | null> {
  const [user] = await db
    .select({ userType: webUsers.userType, role: webUsers.role, authorityId: webUsers.authorityId })
    .from(webUsers)
    .where(and(eq(webUsers.id, run.requestedById), eq(webUsers.isActive, true)));
  if (!user || user.authorityId !== run.authorityId) return null;
  const caller: Caller = {
    webUserId: run.requestedById,
    userType: user.userType,
    role: user.role,
    authorityId: user.authorityId,
    impersonatorId: run.impersonatorId,
    sessionFamilyId: '',
    accessToken: '',
    accessTokenExpiresAt: 0,
  };
  return mayWriteCases(caller) ? caller : null;
}

/**
 * One case in one transaction: taken (unless done already or another worker has it), changed
 * through the single change's own code in a savepoint, and its outcome counted. A refusal rolls
 * back the savepoint alone, so a case is changed wholly or not at all, and the reason is kept.
 * The change does not announce the authority's lists at its commit: the run does, per batch.
 */
async function runCase(db: Database, run: BulkRunRow, caller: Caller | null, caseId: number) {
  return db.transaction(async (tx) => {
    if (!(await takeWaitingCase(tx, run.id, caseId))) return null;
    await deferCaseListAnnouncement(tx);
    try {
      if (!caller) throw forbidden(BULK_ACTION_MESSAGES.requesterGone);
      await tx.transaction((change) =>
        applyToCase(change, {
          caller,
          context: { ip: run.requestIp, requestId: run.requestId },
          caseId,
          details: run.details,
        }),
      );
      await recordOutcome(tx, run.id, caseId, { outcome: 'DONE', reason: null });
      return 'DONE' as const;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await recordOutcome(tx, run.id, caseId, { outcome: 'REFUSED', reason: error.message });
      return 'REFUSED' as const;
    }
  });
}

/**
 * The bulk-actions.run job: works through the run's waiting cases in id order. Progress is
 * counted case by case, so a run cut short (a stop, a crash) loses nothing: the cases done stay
 * done, and the next attempt (or resumeStalledRuns) carries on with those still waiting. The case
 * lists hear of the changes once per batch, and of the last ones before the run ends or gives up.
 */
export async function runBulkRun(
  db: Database,
  job: { runId: number; isLastAttempt: boolean; stopping?: AbortSignal },
): Promise<BulkRunReport> {
  const report: BulkRunReport = { done: 0, refused: 0 };
  const run = await findRun(db, job.runId);
  if (run?.state !== 'RUNNING') return report;
  const caller = await callerOfRun(db, run);
  const lists = listAnnouncements(db, run.authorityId);
  try {
    let after = 0;
    for (;;) {
      const waiting = await findWaitingCases(db, run.id, after, READ_AHEAD);
      if (waiting.length === 0) break;
      for (const caseId of waiting) {
        if (job.stopping?.aborted) throw new Error('stopping: the run carries on at its next attempt');
        const outcome = await runCase(db, run, caller, caseId);
        if (outcome === 'DONE') {
          report.done += 1;
          await lists.changed();
        }
        if (outcome === 'REFUSED') report.refused += 1;
        after = caseId;
      }
    }
  } catch (error) {
    // What was done stays done: the lists hear of it now, whatever went wrong (if they can).
    await lists.flush().catch(() => undefined);
    if (job.isLastAttempt) await finishRun(db, run.id, 'FAILED');
    throw error;
  }
  // Told before the run shows as finished, so a list read after that shows every change.
  await lists.flush();
  await finishRun(db, run.id, 'FINISHED');
  return report;
}
