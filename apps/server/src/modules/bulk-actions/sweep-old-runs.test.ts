import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkRunCases, bulkRuns, cases } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';
import { insertVariedCases } from '../../test/case-list-data';
import { sweepExpiredRows } from '../retention';
import { BULK_RUN_KEEP_DAYS } from './sweep-old-runs';

const context = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('the nightly sweep of old bulk runs', () => {
  it('deletes runs that ended over 90 days ago with their results, and keeps newer and running ones', async () => {
    expect(BULK_RUN_KEEP_DAYS).toBe(90);
    const authorityId = await createTestAuthority(context.db);
    const user = await createTestUser(context.db, { authorityId, role: 'ADMIN' });
    await insertVariedCases(context.db, { authorityId, userId: user.id, count: 2, prefix: 'SWP' });
    const caseIds = (
      await context.db.select({ id: cases.id }).from(cases).where(eq(cases.authorityId, authorityId))
    ).map((row) => row.id);

    const addRun = async (state: 'RUNNING' | 'FINISHED' | 'FAILED', finishedAt: Date | null) => {
      const [row] = await context.db
        .insert(bulkRuns)
        .values({
          authorityId,
          requestedById: user.id,
          requestIp: '127.0.0.1',
          requestId: 'sweep-test',
          action: 'REASSIGN',
          details: { kind: 'REASSIGN', officerId: user.id },
          state,
          totalCount: caseIds.length,
          createdAt: daysAgo(200),
          finishedAt,
        })
        .returning({ id: bulkRuns.id });
      const runId = row?.id ?? 0;
      await context.db.insert(bulkRunCases).values(caseIds.map((caseId) => ({ runId, authorityId, caseId })));
      return runId;
    };
    const finishedLongAgo = await addRun('FINISHED', daysAgo(BULK_RUN_KEEP_DAYS + 1));
    const failedLongAgo = await addRun('FAILED', daysAgo(BULK_RUN_KEEP_DAYS + 1));
    const finishedRecently = await addRun('FINISHED', daysAgo(BULK_RUN_KEEP_DAYS - 1));
    // Started long ago and still going (a run carries on after a restart): never swept.
    const stillRunning = await addRun('RUNNING', null);
    const all = [finishedLongAgo, failedLongAgo, finishedRecently, stillRunning];

    expect((await sweepExpiredRows(context.db)).bulkRuns).toBe(2);

    const runsLeft = await context.db
      .select({ id: bulkRuns.id })
      .from(bulkRuns)
      .where(inArray(bulkRuns.id, all));
    expect(runsLeft.map((row) => row.id).sort()).toEqual([finishedRecently, stillRunning].sort());
    const resultsLeft = await context.db
      .select({ runId: bulkRunCases.runId })
      .from(bulkRunCases)
      .where(inArray(bulkRunCases.runId, all));
    expect(new Set(resultsLeft.map((row) => row.runId))).toEqual(new Set([finishedRecently, stillRunning]));
    expect(resultsLeft).toHaveLength(2 * caseIds.length);
    // The cases themselves are untouched.
    expect(
      await context.db.select({ id: cases.id }).from(cases).where(inArray(cases.id, caseIds)),
    ).toHaveLength(caseIds.length);
    expect((await sweepExpiredRows(context.db)).bulkRuns).toBe(0);
  });
});
