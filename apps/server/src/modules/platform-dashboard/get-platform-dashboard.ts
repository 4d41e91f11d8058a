import {
  AUTHORITY_ROLES,
  DASHBOARD_ACTIVITY_DAYS,
  PLATFORM_TIME_ZONE,
  type AuthorityRole,
  type PlatformDashboard,
  type UserType,
} from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

type Counts = { total: number; active: number };

async function authorityCounts(db: Executor): Promise<Counts> {
  const { rows } = await db.execute<Counts>(sql`
    select count(*)::int as total, (count(*) filter (where is_active))::int as active
    from authorities where deleted_at is null`);
  return rows[0] ?? { total: 0, active: 0 };
}

type UserCounts = Counts & { userType: UserType; role: AuthorityRole | null };

/** Users that are not deleted, of authorities that are not deleted (platform admins have none). */
async function userCounts(db: Executor): Promise<UserCounts[]> {
  const { rows } = await db.execute<UserCounts>(sql`
    select u.user_type as "userType", u.role, count(*)::int as total,
      (count(*) filter (where u.is_active))::int as active
    from web_users u left join authorities a on a.id = u.authority_id
    where u.deleted_at is null and a.deleted_at is null
    group by u.user_type, u.role`);
  return rows;
}

/** Every status of the master in its order, with its count of cases that are not deleted. */
async function casesByStatus(db: Executor): Promise<PlatformDashboard['cases']['byStatus']> {
  const { rows } = await db.execute<PlatformDashboard['cases']['byStatus'][number]>(sql`
    select m.id as "statusId", m.code, m.name, count(c.id)::int as count
    from application_status_master m
    left join cases c on c.status_id = m.id and c.deleted_at is null
    group by m.id, m.code, m.name, m.sort_order
    order by m.sort_order`);
  return rows;
}

/** Audit events per Europe/London day for the last DASHBOARD_ACTIVITY_DAYS days, today last, zero-filled. */
async function activityByDay(db: Executor): Promise<PlatformDashboard['activity']['days']> {
  const { rows } = await db.execute<PlatformDashboard['activity']['days'][number]>(sql`
    with days as (
      select day::date as day
      from generate_series(
        (now() at time zone ${PLATFORM_TIME_ZONE})::date - ${DASHBOARD_ACTIVITY_DAYS - 1}::int,
        (now() at time zone ${PLATFORM_TIME_ZONE})::date,
        interval '1 day'
      ) as day
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
      count(a.id)::int as events,
      (count(a.id) filter (where a.action in ('auth.login', 'portal.login')))::int as "signIns",
      count(distinct a.actor_id)::int as "activeUsers"
    from days d
    left join audit_log a
      on a.occurred_at >= (d.day::timestamp at time zone ${PLATFORM_TIME_ZONE})
      and a.occurred_at < ((d.day + 1)::timestamp at time zone ${PLATFORM_TIME_ZONE})
    group by d.day
    order by d.day`);
  return rows;
}

/** Uploads waiting for the virus scanner, across every authority. */
async function pendingScans(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from files where scan_status = 'PENDING'`,
  );
  return rows[0]?.count ?? 0;
}

/** Every user type and role pair the dashboard charts, in a fixed order. */
const TYPE_ROLE_PAIRS: { userType: UserType; role: AuthorityRole | null }[] = [
  { userType: 'ADMIN', role: null },
  ...(['AUTHORITY', 'AUTHORITY_USER'] as const).flatMap((userType) =>
    [...AUTHORITY_ROLES].reverse().map((role) => ({ userType, role })),
  ),
];

/**
 * The platform dashboard's counts: authorities, users by type and role, cases by status, activity
 * by day; and whether uploads are scanned for viruses (`scanning`: a scanner is configured).
 */
export async function getPlatformDashboard(
  db: Executor,
  options: { scanning: boolean },
): Promise<PlatformDashboard> {
  const [authorities, users, byStatus, days, pendingFiles] = await Promise.all([
    authorityCounts(db),
    userCounts(db),
    casesByStatus(db),
    activityByDay(db),
    pendingScans(db),
  ]);
  const byTypeAndRole = TYPE_ROLE_PAIRS.map((pair) => {
    const found = users.find((row) => row.userType === pair.userType && row.role === pair.role);
    return { ...pair, total: found?.total ?? 0, active: found?.active ?? 0 };
  });
  const usersTotal = byTypeAndRole.reduce((sum, row) => sum + row.total, 0);
  const usersActive = byTypeAndRole.reduce((sum, row) => sum + row.active, 0);
  return {
    authorities: { ...authorities, inactive: authorities.total - authorities.active },
    users: { total: usersTotal, active: usersActive, inactive: usersTotal - usersActive, byTypeAndRole },
    cases: { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus },
    activity: { timeZone: PLATFORM_TIME_ZONE, days },
    virusScanning: { configured: options.scanning, pendingFiles },
    generatedAt: new Date().toISOString(),
  };
}
