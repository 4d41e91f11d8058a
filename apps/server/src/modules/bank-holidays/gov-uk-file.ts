import {
  BANK_HOLIDAY_MESSAGES,
  BANK_HOLIDAY_TITLE_MAX_LENGTH,
  BANK_HOLIDAY_YEARS,
  GOV_UK_DIVISIONS,
  NATIONS,
  type Nation,
} from '@casekeeper/contract';
import { z } from 'zod';
import { fieldError } from '../../platform/errors/app-error';
import type { CalendarDay } from '../../platform/time/calendar-days';

/** One nation's days in a GOV.UK bank-holidays.json, in date order. */
export type LoadedNation = { nation: Nation; days: { day: CalendarDay; title: string }[] };

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

const eventSchema = z.object({
  title: z.string().trim().min(1).max(BANK_HOLIDAY_TITLE_MAX_LENGTH),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isRealDay)
    .refine((day) => {
      const year = Number(day.slice(0, 4));
      return year >= BANK_HOLIDAY_YEARS.min && year <= BANK_HOLIDAY_YEARS.max;
    }),
  notes: z.string(),
  bunting: z.boolean(),
});

const divisionSchema = (division: string) =>
  z.object({ division: z.literal(division), events: z.array(eventSchema).min(1) });

/** GOV.UK's file: every division present, each naming itself; nothing else is looked at. */
const fileSchema = z.object(
  Object.fromEntries(
    NATIONS.map((nation) => [GOV_UK_DIVISIONS[nation], divisionSchema(GOV_UK_DIVISIONS[nation])]),
  ),
);

/**
 * The days of each nation in the text of a GOV.UK bank-holidays.json. Anything else (not JSON, a
 * division missing, an event without its date or title, a date that is no day) is refused whole,
 * with one message: the file is replaced, not mended.
 */
export function readGovUkFile(text: string): LoadedNation[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fieldError('file', BANK_HOLIDAY_MESSAGES.notTheFile);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) throw fieldError('file', BANK_HOLIDAY_MESSAGES.notTheFile);
  const divisions = parsed.data as Record<string, z.output<ReturnType<typeof divisionSchema>>>;
  return NATIONS.map((nation) => {
    const byDay = new Map<CalendarDay, string>();
    for (const event of divisions[GOV_UK_DIVISIONS[nation]]?.events ?? []) {
      if (!byDay.has(event.date)) byDay.set(event.date, event.title);
    }
    const days = [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, title]) => ({ day, title }));
    return { nation, days };
  });
}
