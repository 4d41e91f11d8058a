import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { caseStatusHistory } from '../db/schema';
import { londonDay } from '../platform/time/london-calendar';
import { workingDayCalendar } from '../platform/time/working-day-calendar';

/**
 * Moves a case's status changes, oldest first, each onto its day (`YYYY-MM-DD`, at 10:00 UTC), as
 * if the case had been moved then. Days left out leave their change where it is.
 */
export async function backdateCaseHistory(db: Database, caseId: number, days: readonly string[]) {
  const history = await db
    .select({ id: caseStatusHistory.id })
    .from(caseStatusHistory)
    .where(eq(caseStatusHistory.caseId, caseId))
    .orderBy(asc(caseStatusHistory.changedAt), asc(caseStatusHistory.id));
  for (const [index, entry] of history.entries()) {
    const day = days[index];
    if (day === undefined) continue;
    await db
      .update(caseStatusHistory)
      .set({ changedAt: new Date(`${day}T10:00:00Z`) })
      .where(eq(caseStatusHistory.id, entry.id));
  }
}

const england = workingDayCalendar('ENGLAND_AND_WALES');

/**
 * The working day (England and Wales) `count` working days before today in London, as the clocks
 * count them: the latest with `count` working days after it up to today. On a weekend that is a
 * day earlier than stepping back from today, which would count the Friday as a day before it.
 */
export function workingDaysAgo(count: number): string {
  const today = londonDay(new Date());
  let day = today;
  while (!(england.isWorkingDay(day) && england.workingDaysBetween(day, today) === count)) {
    day = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  }
  return day;
}
