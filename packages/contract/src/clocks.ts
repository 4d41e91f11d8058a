import { z } from 'zod';
import { ACCESS } from './access-rules';
import { calendarDaySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';
import { STATUS_ID, type StatusId } from './statuses';
import { singleLineText } from './text';

/**
 * Statutory and service clocks (issue 14; docs/clocks.md says the rules in plain words): each
 * authority defines its clocks, and every case carries each clock, worked out from its status
 * history in working days or calendar months, Europe/London.
 */

/** The UK nations whose bank holidays differ; England and Wales share theirs. */
export const NATIONS = ['ENGLAND_AND_WALES', 'SCOTLAND', 'NORTHERN_IRELAND'] as const;
export type Nation = (typeof NATIONS)[number];
export const NATION_NAMES: Record<Nation, string> = {
  ENGLAND_AND_WALES: 'England and Wales',
  SCOTLAND: 'Scotland',
  NORTHERN_IRELAND: 'Northern Ireland',
};

/** What a clock's limit counts: calendar months (a statutory six months) or working days. */
export const CLOCK_LIMIT_UNITS = ['CALENDAR_MONTHS', 'WORKING_DAYS'] as const;
export type ClockLimitUnit = (typeof CLOCK_LIMIT_UNITS)[number];

/**
 * Where a clock stands. `missed`: its due date has passed before it stopped (whether or not it has
 * stopped since); `stopped`: the case was withdrawn while the clock ran, or refused while a clock
 * that runs past the decision ran, which is neither.
 */
export const CLOCK_STATES = ['not_started', 'running', 'paused', 'met', 'missed', 'stopped'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

/** A clock's state in words, as the case page and the Excel export say it (docs/clocks.md). */
export const CLOCK_STATE_WORDS: Record<ClockState, string> = {
  not_started: 'Not started',
  running: 'Running',
  paused: 'Paused',
  met: 'Met',
  missed: 'Missed',
  stopped: 'Stopped (withdrawn or refused)',
};

export const CLOCK_RAGS = ['green', 'amber', 'red', 'none'] as const;
export type ClockRag = (typeof CLOCK_RAGS)[number];

/**
 * The order of the forward pipeline, Closed after Works completed: a clock starts when a case
 * first reaches its start status or any later one (a move may skip steps), and stops likewise.
 * On hold, Withdrawn and Refused are not on it.
 */
export const CLOCK_PIPELINE: readonly StatusId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Where `statusId` stands on the pipeline (0 first), or -1 for On hold, Withdrawn and Refused. */
export function pipelineRank(statusId: number): number {
  return CLOCK_PIPELINE.indexOf(statusId as StatusId);
}

/** Statuses a clock may start at: Enquiry to Works completed. */
export const CLOCK_START_STATUSES: readonly StatusId[] = CLOCK_PIPELINE.slice(0, 8);
/** Statuses a clock may stop at: Referral received to Closed. */
export const CLOCK_STOP_STATUSES: readonly StatusId[] = CLOCK_PIPELINE.slice(1);

export const CLOCK_NAME_MAX_LENGTH = 80;
export const CLOCK_MAX_MONTHS = 60;
export const CLOCK_MAX_WORKING_DAYS = 1000;

/** The clocks every authority starts with (made for a new authority by the database itself). */
export const DEFAULT_CLOCK_DEFINITIONS = [
  {
    name: 'Decision',
    startStatusId: STATUS_ID.APPLICATION_SUBMITTED,
    stopStatusId: STATUS_ID.APPROVED,
    limitUnit: 'CALENDAR_MONTHS',
    limit: 6,
    urgentLimit: null,
    amberAtPercent: 75,
    redAtPercent: 100,
    // A statutory time limit: putting a case on hold does not stop the law's clock.
    pausedByOnHold: false,
  },
  {
    name: 'Completion',
    startStatusId: STATUS_ID.APPROVED,
    stopStatusId: STATUS_ID.WORKS_COMPLETED,
    limitUnit: 'CALENDAR_MONTHS',
    limit: 12,
    urgentLimit: null,
    amberAtPercent: 75,
    redAtPercent: 100,
    pausedByOnHold: false,
  },
  {
    name: 'End to end',
    startStatusId: STATUS_ID.ENQUIRY,
    stopStatusId: STATUS_ID.WORKS_COMPLETED,
    limitUnit: 'WORKING_DAYS',
    limit: 150,
    urgentLimit: 55,
    amberAtPercent: 75,
    redAtPercent: 100,
    // The sector's service target: time the case waits on the applicant is not the council's.
    pausedByOnHold: true,
  },
] as const satisfies readonly ClockDefinitionFields[];

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `Give ${what} as a number` })
    .int({ error: `Give ${what} as a whole number` })
    .min(min, { error: `Give ${what} of at least ${min}` })
    .max(max, { error: `Give ${what} of at most ${max}` });

const statusIn = (allowed: readonly StatusId[], what: string) =>
  z
    .number({ error: `Choose the ${what} status` })
    .int({ error: `Choose the ${what} status` })
    .refine((id) => allowed.includes(id as StatusId), {
      error: `Choose a ${what} status from the pipeline`,
    });

/** What an authority ADMIN sets on a clock. */
export const clockDefinitionFieldsSchema = z
  .object({
    name: requiredText('a name for the clock', CLOCK_NAME_MAX_LENGTH),
    startStatusId: statusIn(CLOCK_START_STATUSES, 'start'),
    stopStatusId: statusIn(CLOCK_STOP_STATUSES, 'stop'),
    limitUnit: z.enum(CLOCK_LIMIT_UNITS, {
      error: 'Choose calendar months or working days',
    }),
    limit: wholeNumber('the limit', 1, CLOCK_MAX_WORKING_DAYS),
    /** The limit for a case of Urgent priority; null: the same as any other. */
    urgentLimit: wholeNumber('the limit for urgent cases', 1, CLOCK_MAX_WORKING_DAYS)
      .nullable()
      .default(null),
    /** The clock turns amber once this share of its time is used. */
    amberAtPercent: wholeNumber('the amber point', 1, 100),
    /** …and red once this share is used (and always once its due date has passed). */
    redAtPercent: wholeNumber('the red point', 1, 100),
    /** Time On hold does not count, and moves the due date out. */
    pausedByOnHold: z.boolean({
      error: 'Say whether On hold pauses the clock',
    }),
  })
  .superRefine((fields, context) => {
    if (pipelineRank(fields.stopStatusId) <= pipelineRank(fields.startStatusId)) {
      context.addIssue({
        code: 'custom',
        path: ['stopStatusId'],
        message: 'Choose a stop status later in the pipeline than the start status',
      });
    }
    const max = fields.limitUnit === 'CALENDAR_MONTHS' ? CLOCK_MAX_MONTHS : CLOCK_MAX_WORKING_DAYS;
    for (const key of ['limit', 'urgentLimit'] as const) {
      const value = fields[key];
      if (value !== null && value > max) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message:
            fields.limitUnit === 'CALENDAR_MONTHS'
              ? `Give at most ${CLOCK_MAX_MONTHS} months`
              : `Give at most ${CLOCK_MAX_WORKING_DAYS} working days`,
        });
      }
    }
    if (fields.amberAtPercent > fields.redAtPercent) {
      context.addIssue({
        code: 'custom',
        path: ['amberAtPercent'],
        message: 'Make the amber point no later than the red point',
      });
    }
  });
export type ClockDefinitionFields = z.input<typeof clockDefinitionFieldsSchema>;

/** `POST /clocks/definition/add`. */
export const addClockDefinitionRequestSchema = clockDefinitionFieldsSchema;
export type AddClockDefinitionRequest = z.input<typeof addClockDefinitionRequestSchema>;

/** `POST /clocks/definition/update`: every field again, with the id and the version read. */
export const updateClockDefinitionRequestSchema = z.intersection(
  clockDefinitionFieldsSchema,
  z.object({ id: recordIdSchema, version: versionSchema }),
);
export type UpdateClockDefinitionRequest = z.input<typeof updateClockDefinitionRequestSchema>;

export const clockDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startStatusId: z.number().int(),
  stopStatusId: z.number().int(),
  limitUnit: z.enum(CLOCK_LIMIT_UNITS),
  limit: z.number().int(),
  urgentLimit: z.number().int().nullable(),
  amberAtPercent: z.number().int(),
  redAtPercent: z.number().int(),
  pausedByOnHold: z.boolean(),
  version: z.number().int(),
});
export type ClockDefinition = z.output<typeof clockDefinitionSchema>;

export const CLOSURE_DAY_DESCRIPTION_MAX_LENGTH = 120;

/** `POST /clocks/closure-day/add`: a day the authority is closed, which working days skip. */
export const addClosureDayRequestSchema = z.object({
  day: calendarDaySchema('Give the date as yyyy-mm-dd'),
  description: singleLineText({
    error: 'Say why the authority is closed that day',
  })
    .min(1, { error: 'Say why the authority is closed that day' })
    .max(CLOSURE_DAY_DESCRIPTION_MAX_LENGTH, {
      error: `Use at most ${CLOSURE_DAY_DESCRIPTION_MAX_LENGTH} characters`,
    }),
});
export type AddClosureDayRequest = z.input<typeof addClosureDayRequestSchema>;

export const closureDaySchema = z.object({
  id: z.number().int(),
  day: z.string(),
  description: z.string(),
});

/** `POST /clocks/nation`: whose bank holidays the authority's working days skip. */
export const setNationRequestSchema = z.object({
  nation: z.enum(NATIONS, {
    error: 'Choose England and Wales, Scotland or Northern Ireland',
  }),
});
export type SetNationRequest = z.input<typeof setNationRequestSchema>;

/** The authority's clock settings, as its people read them and its ADMINs edit them. */
export const clockSettingsSchema = z.object({
  nation: z.enum(NATIONS),
  definitions: z.array(clockDefinitionSchema),
  /** Oldest first. */
  closureDays: z.array(closureDaySchema),
  can: z.object({ edit: z.boolean() }),
});
export type ClockSettings = z.output<typeof clockSettingsSchema>;

/** What a clock's counts are in: working days, or calendar days for a limit in months. */
export const CLOCK_COUNT_UNITS = ['WORKING_DAYS', 'CALENDAR_DAYS'] as const;

/** One clock of a case, worked out from its status history. */
export const caseClockSchema = z.object({
  definitionId: z.number().int(),
  name: z.string(),
  limitUnit: z.enum(CLOCK_LIMIT_UNITS),
  /** The limit this case has (an Urgent case's own, where the clock has one). */
  limit: z.number().int(),
  state: z.enum(CLOCK_STATES),
  rag: z.enum(CLOCK_RAGS),
  startedAt: timestampSchema.nullable(),
  stoppedAt: timestampSchema.nullable(),
  /** The last day to meet it (yyyy-mm-dd), moved out by any pause; null until it starts. */
  dueDate: z.string().nullable(),
  amberDate: z.string().nullable(),
  redDate: z.string().nullable(),
  countUnit: z.enum(CLOCK_COUNT_UNITS),
  /** Counted to today, or to the day it stopped; pauses left out. */
  elapsed: z.number().int(),
  /** To the due date from today (or from the day it stopped); negative once overdue. */
  remaining: z.number().int().nullable(),
  paused: z.number().int(),
  /** Each pause, oldest first; `to` null while it lasts. */
  pauses: z.array(z.object({ from: timestampSchema, to: timestampSchema.nullable() })),
});
export type CaseClock = z.output<typeof caseClockSchema>;

export const CLOCK_MESSAGES = {
  caseClocks: 'Clocks',
  settings: 'Clock settings',
  definitionAdded: (name: string) => `The ${name} clock has been added.`,
  definitionSaved: (name: string) => `The ${name} clock has been saved.`,
  definitionDeleted: (name: string) => `The ${name} clock has been deleted.`,
  definitionNotFound: 'That clock was not found.',
  nameInUse: 'Your authority already has a clock of this name. Choose another.',
  nationSet: (nation: Nation) => `Working days now skip the bank holidays of ${NATION_NAMES[nation]}.`,
  closureDayAdded: 'The closure day has been added.',
  closureDayDeleted: 'The closure day has been removed.',
  closureDayNotFound: 'That closure day was not found.',
  /** The alarm's diary on the case, made with the first. */
  diaryTitle: 'Timescales',
  diaryDescription: 'Clocks turning amber or red on this case.',
  alarm: (name: string, colour: 'amber' | 'red', dueDate: string) =>
    `${name} clock is ${colour}: due ${dueDate.split('-').reverse().join('/')}`,
  alarmText: (name: string, colour: 'amber' | 'red', dueDate: string) =>
    colour === 'red'
      ? `The ${name} clock on this case has reached its red point: it is due by ${dueDate.split('-').reverse().join('/')}, or has run out.`
      : `The ${name} clock on this case has reached its amber point: it is due by ${dueDate.split('-').reverse().join('/')}.`,
} as const;

const caseIdParams = z.object({ caseId: recordIdSchema });
const idParams = z.object({ id: recordIdSchema });

const exampleDefinition = {
  name: 'Assessment visit',
  startStatusId: STATUS_ID.REFERRAL_RECEIVED,
  stopStatusId: STATUS_ID.ASSESSMENT,
  limitUnit: 'WORKING_DAYS',
  limit: 20,
  urgentLimit: 5,
  amberAtPercent: 75,
  redAtPercent: 100,
  pausedByOnHold: true,
} as const;

export const clockEndpoints = {
  caseClocks: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/clocks',
    summary: "A case's clocks, worked out from its status history",
    tag: 'clocks',
    access: ACCESS.caseReaders,
    params: caseIdParams,
    data: z.object({ clocks: z.array(caseClockSchema) }),
    errors: [400, 401, 403, 404],
    example: { params: { caseId: recordOf('case') } },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/clocks/settings',
    summary: "The caller's authority's clocks, its nation and its closure days",
    tag: 'clocks',
    access: ACCESS.clockSettingReaders,
    data: clockSettingsSchema,
    errors: [401, 403],
  }),
  addDefinition: defineEndpoint({
    method: 'POST',
    path: '/clocks/definition/add',
    summary: 'Add a clock (a stage target, say); every case of the authority is worked out again',
    tag: 'clocks',
    access: ACCESS.clockSettingManagers,
    body: addClockDefinitionRequestSchema,
    data: clockSettingsSchema,
    errors: [400, 401, 403],
    example: { body: exampleDefinition },
  }),
  updateDefinition: defineEndpoint({
    method: 'POST',
    path: '/clocks/definition/update',
    summary: 'Change a clock; every case of the authority is worked out again',
    tag: 'clocks',
    access: ACCESS.clockSettingManagers,
    body: updateClockDefinitionRequestSchema,
    data: clockSettingsSchema,
    errors: [400, 401, 403, 404, 409],
    example: {
      body: {
        ...exampleDefinition,
        id: recordOf('clock-definition'),
        version: 1,
      },
    },
  }),
  deleteDefinition: defineEndpoint({
    method: 'POST',
    path: '/clocks/definition/delete/:id',
    summary: 'Delete a clock, and that clock of every case',
    tag: 'clocks',
    access: ACCESS.clockSettingManagers,
    params: idParams,
    data: clockSettingsSchema,
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('clock-definition') } },
  }),
  setNation: defineEndpoint({
    method: 'POST',
    path: '/clocks/nation',
    summary: "Whose bank holidays the authority's working days skip",
    tag: 'clocks',
    access: ACCESS.clockSettingManagers,
    body: setNationRequestSchema,
    data: clockSettingsSchema,
    errors: [400, 401, 403],
    example: { body: { nation: 'SCOTLAND' } },
  }),
  addClosureDay: defineEndpoint({
    method: 'POST',
    path: '/clocks/closure-day/add',
    summary: 'Add a day the authority is closed (working days skip it)',
    description: 'A day that is a closure day already keeps the description given now.',
    tag: 'clocks',
    access: ACCESS.clockSettingManagers,
    body: addClosureDayRequestSchema,
    data: clockSettingsSchema,
    errors: [400, 401, 403],
    example: {
      body: {
        day: '2027-12-29',
        description: 'Offices closed between Christmas and New Year',
      },
    },
  }),
  deleteClosureDay: defineEndpoint({
    method: 'POST',
    path: '/clocks/closure-day/delete/:id',
    summary: 'Remove a closure day',
    tag: 'clocks',
    access: ACCESS.clockSettingManagers,
    params: idParams,
    data: clockSettingsSchema,
    errors: [400, 401, 403, 404],
    example: { params: { id: recordOf('closure-day') } },
  }),
} as const;
