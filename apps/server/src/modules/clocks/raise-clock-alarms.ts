import { CLOCK_MESSAGES } from '@casekeeper/contract';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { caseClocks, cases, clockDefinitions } from '../../db/schema';
import { addNoticeItem } from '../diaries';

const BATCH_SIZE = 100;

/**
 * The clocks.alarms job: each running clock that has turned amber or red since it was last
 * announced raises its case officer's alarm, as an item due now in the case's "Timescales" diary.
 * At most once per threshold per clock: the item and the clock's amber_alerted_at/red_alerted_at
 * are written in one transaction. A clock found red unannounced raises one red alarm (its amber is
 * then past news, and marked too). Several server processes may run it at once: each takes the
 * clocks it announces, and their cases, with SKIP LOCKED, so none announces one twice and none
 * waits for (or deadlocks with) a status change holding a case.
 */
export async function raiseClockAlarms(
  db: Database,
  now = new Date(),
): Promise<{ amber: number; red: number }> {
  const raised = { amber: 0, red: 0 };
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const amberDue = and(lte(caseClocks.amberAt, now), isNull(caseClocks.amberAlertedAt));
      const redDue = and(lte(caseClocks.redAt, now), isNull(caseClocks.redAlertedAt));
      const due = await tx
        .select({
          authorityId: caseClocks.authorityId,
          caseId: caseClocks.caseId,
          definitionId: caseClocks.definitionId,
          name: clockDefinitions.name,
          dueDate: caseClocks.dueDate,
          red: sql<boolean>`coalesce(${redDue}, false)`,
          createdById: sql<number>`coalesce(${cases.assignedOfficerId}, ${cases.createdById})`,
        })
        .from(caseClocks)
        .innerJoin(cases, and(eq(cases.authorityId, caseClocks.authorityId), eq(cases.id, caseClocks.caseId)))
        .innerJoin(
          clockDefinitions,
          and(
            eq(clockDefinitions.authorityId, caseClocks.authorityId),
            eq(clockDefinitions.id, caseClocks.definitionId),
          ),
        )
        .where(and(isNull(cases.deletedAt), isNull(caseClocks.stoppedAt), or(amberDue, redDue)))
        .limit(BATCH_SIZE)
        .for('update', { of: [caseClocks, cases], skipLocked: true });

      for (const clock of due) {
        const colour = clock.red ? 'red' : 'amber';
        const dueDate = clock.dueDate ?? '';
        await addNoticeItem(tx, {
          authorityId: clock.authorityId,
          caseId: clock.caseId,
          diaryTitle: CLOCK_MESSAGES.diaryTitle,
          diaryDescription: CLOCK_MESSAGES.diaryDescription,
          prefix: 'Other',
          description: CLOCK_MESSAGES.alarm(clock.name, colour, dueDate),
          body: { text: CLOCK_MESSAGES.alarmText(clock.name, colour, dueDate) },
          createdById: clock.createdById,
        });
        await tx
          .update(caseClocks)
          .set({
            amberAlertedAt: sql`coalesce(${caseClocks.amberAlertedAt}, ${now})`,
            ...(clock.red ? { redAlertedAt: now } : {}),
          })
          .where(and(eq(caseClocks.caseId, clock.caseId), eq(caseClocks.definitionId, clock.definitionId)));
        raised[colour] += 1;
      }
      return due.length;
    });
    if (count < BATCH_SIZE) return raised;
  }
}
