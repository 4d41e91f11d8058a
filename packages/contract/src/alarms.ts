import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, timestampSchema } from './records';

/** The most of either list one call answers. */
export const ALARM_COUNT_MAX = 500;
/**
 * The most alarm streams one user may hold open on one server process. A tab holds one only
 * while it is shown, so five is several windows side by side; a sixth is refused (429) and keeps
 * to polling until one closes, rather than cutting off a window already open.
 */
export const ALARM_STREAMS_PER_USER_MAX = 5;

export const ALARM_MESSAGES = {
  dismissed: 'Action Removed from list Successfully',
  failed: 'Oops... Something went wrong!',
  unavailable: 'Alarm Notification Not Available',
  serverError: 'Internet server error (500)',
  // The trailing space is the spec's.
  empty: 'No Data for upcoming Action ',
  tooManyStreams: `Live alarms are already open in ${ALARM_STREAMS_PER_USER_MAX} windows. This one will check for alarms every so often instead.`,
} as const;

/** An alarm: an open action item on one of the officer's cases (spec §3). */
export const alarmItemSchema = z.object({
  actionItemDetailId: z.number().int(),
  caseManagerDetailId: z.number().int(),
  /** The case the alarm is on, so a row names it: its number and its client's name. */
  caseNumber: z.string(),
  clientName: z.string(),
  /** "{prefix} - {description}". */
  actionItemDetail: z.string(),
  scheduledDate: timestampSchema,
  /** Past its date and not done; never so for what the applicant sent, which is new instead. */
  isDatePassed: z.boolean(),
  /** Sent by the applicant and not yet seen (docs/documents.md): listed as new, not overdue. */
  isNew: z.boolean(),
});
export type AlarmItem = z.output<typeof alarmItemSchema>;

/**
 * The spec's alarm response as the envelope's `data`: the first upcoming alarms (soonest first)
 * and the first past ones (latest first) in one list, and how many there are of each.
 */
export const alarmListSchema = z.object({
  data: z.array(alarmItemSchema),
  upcomingRecord: z.number().int(),
  datePassedRecord: z.number().int(),
  /** How many things the applicant sent wait unseen; the first `pastCount` of them are in `data`. */
  newRecord: z.number().int(),
});
export type AlarmList = z.output<typeof alarmListSchema>;

const countSchema = z.coerce
  .number({ error: 'Give the count as a number' })
  .int({ error: 'Give the count as a whole number' })
  .min(0, { error: 'Ask for 0 or more' })
  .max(ALARM_COUNT_MAX, { error: `Ask for at most ${ALARM_COUNT_MAX}` });

const tag = 'alarms';

export const ALARM_EVENTS_CONTENT_TYPE = 'text/event-stream';
/** The event an alarm stream sends when the caller's alarms may have changed: load them again. */
export const ALARMS_CHANGED_EVENT = 'alarms-changed';

export const alarmEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/action-items/:webUserId/:upcomingCount/:pastCount',
    summary: "The caller's alarms: the first upcoming and past open items on their cases",
    description:
      'Items already dismissed by the caller are left out. Upcoming: due now or later, soonest first; past: latest first.',
    tag,
    access: ACCESS.alarmOwners,
    params: z.object({ webUserId: recordIdSchema, upcomingCount: countSchema, pastCount: countSchema }),
    data: alarmListSchema,
    errors: [400, 401, 403],
    example: { params: { webUserId: recordOf('caller'), upcomingCount: 5, pastCount: 5 } },
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/dashboard/action-items/events',
    summary: 'A stream of server-sent events telling the caller when their alarms change',
    description: `Sends \`${ALARMS_CHANGED_EVENT}\` whenever an item on the caller's cases is added, changed, deleted or dismissed by them, from any server process, and a comment every 25 s to keep the connection open. The stream ends when its access token expires or its sign-in ends (sign-out, password change, deactivation); a user may hold ${ALARM_STREAMS_PER_USER_MAX} open at once, and one more is a 429.`,
    tag,
    access: ACCESS.alarmOwners,
    data: z.never(),
    file: {
      contentType: ALARM_EVENTS_CONTENT_TYPE,
      description: 'Server-sent events (text/event-stream)',
      staysOpen: true,
    },
    errors: [401, 403, 429],
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/dashboard/remove-actionitem/:id',
    summary: "Take an item out of the caller's alarm lists (the item itself stays open)",
    tag,
    access: ACCESS.alarmDismissers,
    params: z.object({ id: recordIdSchema }),
    data: z.null(),
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('action-item') } },
  }),
} as const;
