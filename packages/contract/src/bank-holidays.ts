import { z } from 'zod';
import { ACCESS } from './access-rules';
import { NATIONS, NATION_NAMES, type Nation } from './clocks';
import { calendarDaySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { hasControlCharacters, MULTI_LINE_CONTROL_CHARACTERS_MESSAGE, singleLineText } from './text';

/**
 * Bank holidays a platform admin corrects without a release (docs/clocks.md): a GOV.UK
 * bank-holidays.json loaded for the years it covers, and single days added or removed by hand.
 */

/** How a stored day corrects the built-in calendar: a loaded year's day, or a day added or removed by hand. */
export const BANK_HOLIDAY_CORRECTIONS = ['LOADED', 'ADDED', 'REMOVED'] as const;
export type BankHolidayCorrection = (typeof BANK_HOLIDAY_CORRECTIONS)[number];

/** GOV.UK's name of each nation's division in bank-holidays.json. */
export const GOV_UK_DIVISIONS: Record<Nation, string> = {
  ENGLAND_AND_WALES: 'england-and-wales',
  SCOTLAND: 'scotland',
  NORTHERN_IRELAND: 'northern-ireland',
};

/** The file's text: GOV.UK's is about 20 KB. */
export const BANK_HOLIDAY_FILE_MAX_LENGTH = 512 * 1024;
export const BANK_HOLIDAY_TITLE_MAX_LENGTH = 120;
export const BANK_HOLIDAY_YEARS = { min: 2000, max: 2100 } as const;

const nationSchema = z.enum(NATIONS, { error: 'Choose England and Wales, Scotland or Northern Ireland' });
const daySchema = calendarDaySchema('Give the date as yyyy-mm-dd');

/** `POST /admin/bank-holidays/preview` and `/apply`: the text of a GOV.UK bank-holidays.json. */
export const bankHolidayFileRequestSchema = z.object({
  file: z
    .string({ error: 'Choose a bank-holidays.json file' })
    .min(1, { error: 'Choose a bank-holidays.json file' })
    .max(BANK_HOLIDAY_FILE_MAX_LENGTH, { error: 'That file is too large to be a bank-holidays.json file' })
    // A JSON file may be laid out with tabs and line breaks; any other control character is refused
    // on the field, as in every other text, before the file is read.
    .refine((text) => !hasControlCharacters(text.replace(/[\t\r\n]/g, ' '), { multiLine: true }), {
      error: MULTI_LINE_CONTROL_CHARACTERS_MESSAGE,
    }),
});
export type BankHolidayFileRequest = z.input<typeof bankHolidayFileRequestSchema>;

export const bankHolidayDaySchema = z.object({ day: z.string(), title: z.string() });
export type BankHolidayDay = z.output<typeof bankHolidayDaySchema>;

/** What a file would change for one nation: the years it covers, the days it adds and removes. */
export const bankHolidayNationChangeSchema = z.object({
  nation: z.enum(NATIONS),
  years: z.array(z.number().int()),
  added: z.array(bankHolidayDaySchema),
  removed: z.array(bankHolidayDaySchema),
});
export type BankHolidayNationChange = z.output<typeof bankHolidayNationChangeSchema>;

export const bankHolidayChangesSchema = z.object({ nations: z.array(bankHolidayNationChangeSchema) });
export type BankHolidayChanges = z.output<typeof bankHolidayChangesSchema>;

/** `POST /admin/bank-holidays/day/remove`, and what `/day/add` names too: a day of a nation. */
export const bankHolidayDayRequestSchema = z.object({ nation: nationSchema, day: daySchema });
export type BankHolidayDayRequest = z.input<typeof bankHolidayDayRequestSchema>;

/** `POST /admin/bank-holidays/day/add`: the day, and its name. */
export const addBankHolidayRequestSchema = bankHolidayDayRequestSchema.extend({
  title: singleLineText({ error: 'Name the bank holiday' })
    .min(1, { error: 'Name the bank holiday' })
    .max(BANK_HOLIDAY_TITLE_MAX_LENGTH, { error: `Use at most ${BANK_HOLIDAY_TITLE_MAX_LENGTH} characters` }),
});
export type AddBankHolidayRequest = z.input<typeof addBankHolidayRequestSchema>;

const yearSchema = z.coerce
  .number({ error: 'Give the year as a number' })
  .int({ error: 'Give the year as a whole number' })
  .min(BANK_HOLIDAY_YEARS.min, { error: `Give a year from ${BANK_HOLIDAY_YEARS.min}` })
  .max(BANK_HOLIDAY_YEARS.max, { error: `Give a year up to ${BANK_HOLIDAY_YEARS.max}` });

export const bankHolidayYearParamsSchema = z.object({ nation: nationSchema, year: yearSchema });

/** Where a day of the calendar comes from. */
export const BANK_HOLIDAY_SOURCES = ['BUILT_IN', 'LOADED', 'ADDED'] as const;

/** `GET /admin/bank-holidays/:nation/:year`: the nation's bank holidays that year, as clocks count them. */
export const bankHolidayYearSchema = z.object({
  nation: z.enum(NATIONS),
  year: z.number().int(),
  /** Whether the year's days come from a loaded file rather than the built-in calendar. */
  loaded: z.boolean(),
  days: z.array(bankHolidayDaySchema.extend({ source: z.enum(BANK_HOLIDAY_SOURCES) })),
  /** Days of the year's calendar removed by hand. */
  removed: z.array(bankHolidayDaySchema),
});
export type BankHolidayYear = z.output<typeof bankHolidayYearSchema>;

const nationName = (nation: Nation) => NATION_NAMES[nation];
const ukDate = (day: string) => day.split('-').reverse().join('/');

export const BANK_HOLIDAY_MESSAGES = {
  year: 'Bank holidays',
  preview: 'What the file would change',
  applied: 'The bank holidays have been loaded. Clocks are being worked out again.',
  nothingToApply: 'The file matches the bank holidays already in use; nothing has changed.',
  notTheFile:
    'That file is not a GOV.UK bank-holidays.json file. Download it from www.gov.uk/bank-holidays.json and choose it again.',
  added: (nation: Nation, day: string) =>
    `${ukDate(day)} is now a bank holiday in ${nationName(nation)}. Clocks are being worked out again.`,
  removed: (nation: Nation, day: string) =>
    `${ukDate(day)} is no longer a bank holiday in ${nationName(nation)}. Clocks are being worked out again.`,
  alreadyHoliday: (nation: Nation) => `That day is already a bank holiday in ${nationName(nation)}.`,
  notHoliday: (nation: Nation) => `That day is not a bank holiday in ${nationName(nation)}.`,
  yearOutOfRange: `Bank holidays can be kept for ${BANK_HOLIDAY_YEARS.min} to ${BANK_HOLIDAY_YEARS.max}.`,
} as const;

/** A file in GOV.UK's shape (every division has events); the year is far enough off to disturb no example. */
const exampleFile = JSON.stringify(
  Object.fromEntries(
    Object.values(GOV_UK_DIVISIONS).map((division) => [
      division,
      {
        division,
        events: [
          { title: 'Christmas Day', date: '2099-12-25', notes: '', bunting: true },
          ...(division === 'scotland'
            ? [{ title: 'Extra bank holiday', date: '2099-06-15', notes: '', bunting: true }]
            : []),
        ],
      },
    ]),
  ),
);

/** What adding and removing a day by hand have in common: both answer the day's year as it is now. */
const dayCorrection = {
  method: 'POST',
  tag: 'bank-holidays',
  access: ACCESS.platformAdmin,
  data: bankHolidayYearSchema,
  errors: [400, 401, 403],
} as const;

export const bankHolidayEndpoints = {
  year: defineEndpoint({
    method: 'GET',
    path: '/admin/bank-holidays/:nation/:year',
    summary: "A nation's bank holidays in a year, as clocks count them, and where each comes from",
    tag: 'bank-holidays',
    access: ACCESS.platformAdmin,
    params: bankHolidayYearParamsSchema,
    data: bankHolidayYearSchema,
    errors: [400, 401, 403],
    example: { params: { nation: 'SCOTLAND', year: 2026 } },
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/admin/bank-holidays/preview',
    summary: 'What a GOV.UK bank-holidays.json would add and remove in each nation; changes nothing',
    tag: 'bank-holidays',
    access: ACCESS.platformAdmin,
    body: bankHolidayFileRequestSchema,
    data: bankHolidayChangesSchema,
    errors: [400, 401, 403],
    example: { body: { file: exampleFile } },
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/admin/bank-holidays/apply',
    summary: "Load a GOV.UK bank-holidays.json: its days replace each nation's for the years it covers",
    description:
      "Days added or removed by hand in those years give way to the file's. The authorities of every nation whose days changed have their clocks worked out again.",
    tag: 'bank-holidays',
    access: ACCESS.platformAdmin,
    body: bankHolidayFileRequestSchema,
    data: bankHolidayChangesSchema,
    errors: [400, 401, 403],
    example: { body: { file: exampleFile } },
  }),
  addDay: defineEndpoint({
    ...dayCorrection,
    path: '/admin/bank-holidays/day/add',
    summary: "Add one bank holiday to a nation's calendar by hand",
    body: addBankHolidayRequestSchema,
    example: { body: { nation: 'SCOTLAND', day: '2030-06-17', title: 'Extra bank holiday' } },
  }),
  removeDay: defineEndpoint({
    ...dayCorrection,
    path: '/admin/bank-holidays/day/remove',
    summary: "Remove one bank holiday from a nation's calendar by hand",
    body: bankHolidayDayRequestSchema,
    example: { body: { nation: 'SCOTLAND', day: '2030-12-25' } },
  }),
} as const;
