import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';
import { authorityRoleSchema, userTypeSchema } from './roles';
import { timestampSchema } from './records';

/** Days of activity the platform dashboard charts, ending today (Europe/London). */
export const DASHBOARD_ACTIVITY_DAYS = 30;
export const PLATFORM_TIME_ZONE = 'Europe/London';

const activeCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
});

/** `GET /admin/dashboard`: counts for the platform admin's dashboard charts. Deleted records are not counted. */
export const platformDashboardSchema = z.object({
  authorities: activeCountsSchema,
  users: activeCountsSchema.extend({
    /** Every user type and role pair, zero-filled: ADMIN (no role), then AUTHORITY and AUTHORITY_USER by role. */
    byTypeAndRole: z.array(
      z.object({
        userType: userTypeSchema,
        role: authorityRoleSchema.nullable(),
        total: z.number().int(),
        active: z.number().int(),
      }),
    ),
  }),
  cases: z.object({
    total: z.number().int(),
    /** Every status of the status master, in its order, zero-filled. */
    byStatus: z.array(
      z.object({ statusId: z.number().int(), code: z.string(), name: z.string(), count: z.number().int() }),
    ),
  }),
  activity: z.object({
    timeZone: z.literal(PLATFORM_TIME_ZONE),
    /** One entry a day, oldest first, the last being today; zero-filled. */
    days: z.array(
      z.object({
        /** The day in Europe/London, yyyy-mm-dd. */
        date: z.iso.date(),
        /** Audit events: every write, sign-in and impersonation. */
        events: z.number().int(),
        signIns: z.number().int(),
        /** Distinct users who did anything. */
        activeUsers: z.number().int(),
      }),
    ),
  }),
  /** Whether uploads are scanned for viruses (CLAMD_HOST and CLAMD_PORT set), and files waiting for it. */
  virusScanning: z.object({ configured: z.boolean(), pendingFiles: z.number().int() }),
  generatedAt: timestampSchema,
});
export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;

export const VIRUS_SCANNING_OFF_NOTICE =
  'Uploads are not being scanned for viruses: set CLAMD_HOST and CLAMD_PORT';

export const platformDashboardEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard',
    summary: 'Counts for the platform dashboard: authorities, users, cases by status, activity by day',
    tag: 'admin',
    access: ACCESS.platformAdmin,
    data: platformDashboardSchema,
    errors: [401, 403],
  }),
};
