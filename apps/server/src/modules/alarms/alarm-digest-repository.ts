import { and, asc, eq, isNotNull, isNull, lt, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionItems, alarmDigests, authorities, cases, webUsers } from '../../db/schema';
import { hiddenCaseIds } from '../../db/case-visibility';
import type { AlarmOwner } from './alarm-repository';

/** An officer to mail: an active read-write officer of an active authority who has not opted out. */
export type DigestRecipient = AlarmOwner & { email: string; firstName: string };

export type DigestItem = {
  caseId: number;
  caseNumber: string;
  prefix: string;
  description: string;
  scheduledAt: Date;
};

/** The instant the UK day of `now` ends (midnight in Europe/London, BST or GMT). */
const endOfLondonDay = (now: Date) =>
  sql`(((${now.toISOString()}::timestamptz at time zone 'Europe/London')::date + 1)::timestamp at time zone 'Europe/London')`;

/**
 * The officers who may have alarms and want the digest, and have not been sent one for `day`:
 * read-write authority users (the alarms' owners), active, with a password set, in an active authority.
 */
export function findDigestRecipients(db: Executor, day: string): Promise<DigestRecipient[]> {
  return db
    .select({
      authorityId: sql<number>`${webUsers.authorityId}`,
      webUserId: webUsers.id,
      email: webUsers.email,
      firstName: webUsers.firstName,
    })
    .from(webUsers)
    .innerJoin(authorities, eq(authorities.id, webUsers.authorityId))
    .where(
      and(
        eq(webUsers.userType, 'AUTHORITY_USER'),
        eq(webUsers.role, 'READWRITE'),
        eq(webUsers.isActive, true),
        isNull(webUsers.deletedAt),
        isNotNull(webUsers.passwordHash),
        eq(webUsers.alarmDigest, true),
        eq(authorities.isActive, true),
        isNull(authorities.deletedAt),
        sql`not exists (select from ${alarmDigests} where ${alarmDigests.webUserId} = ${webUsers.id} and ${alarmDigests.digestDay} = ${day})`,
      ),
    )
    .orderBy(asc(webUsers.id));
}

/**
 * The officer's alarms due before the end of `now`'s UK day (overdue ones and today's), soonest
 * first, at most `limit`; with how many there are in all.
 */
export async function findDigestItems(db: Executor, owner: AlarmOwner, now: Date, limit: number) {
  const open = and(
    eq(actionItems.authorityId, owner.authorityId),
    eq(actionItems.assignedOfficerId, owner.webUserId),
    not(actionItems.isCompleted),
    lt(actionItems.scheduledAt, endOfLondonDay(now)),
    not(actionItems.dismissedByOfficer),
    // Actions only: what the applicant sent is new on the alarm bell, never overdue here.
    not(actionItems.fromApplicant),
    // Not about a case restricted to others.
    sql`${actionItems.caseId} not in (${hiddenCaseIds(owner.authorityId, owner.webUserId)})`,
  );
  const items: DigestItem[] = await db
    .select({
      caseId: actionItems.caseId,
      caseNumber: cases.caseNumber,
      prefix: actionItems.prefix,
      description: actionItems.description,
      scheduledAt: actionItems.scheduledAt,
    })
    .from(actionItems)
    .innerJoin(cases, and(eq(cases.authorityId, actionItems.authorityId), eq(cases.id, actionItems.caseId)))
    .where(open)
    .orderBy(asc(actionItems.scheduledAt), asc(actionItems.id))
    .limit(limit);
  const [counted] = await db
    .select({
      overdue: sql<number>`(count(*) filter (where ${lt(actionItems.scheduledAt, now)}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(actionItems)
    .where(open);
  return { items, overdue: counted?.overdue ?? 0, total: counted?.total ?? 0 };
}

/** Records the officer's digest for `day`; false if one is recorded already (sent by another run). */
export async function insertDigest(db: Executor, webUserId: number, day: string, itemCount: number) {
  const inserted = await db
    .insert(alarmDigests)
    .values({ webUserId, digestDay: day, itemCount })
    .onConflictDoNothing()
    .returning({ webUserId: alarmDigests.webUserId });
  return inserted.length > 0;
}
