import { PLATFORM_TIME_ZONE } from '@casekeeper/contract';

/** A time on a London clock, as a person reads it: no offset, no zone. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** A wall-clock time as the form keeps it: `2026-03-30T09:30`. */
export const WALL_CLOCK_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The London clock at an instant. */
export function londonWallClockAt(instant: number): WallClock {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(londonParts.formatToParts(instant).find((found) => found.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const asUtc = (wall: WallClock) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);

/** London's offset from UTC at an instant, in minutes: 0 in winter (GMT), 60 in summer (BST). */
export function londonOffsetMinutes(instant: number): number {
  const flooredToMinute = Math.floor(instant / MINUTE) * MINUTE;
  return (asUtc(londonWallClockAt(flooredToMinute)) - flooredToMinute) / MINUTE;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

function isCalendarTime(wall: WallClock): boolean {
  const date = new Date(asUtc(wall));
  return (
    date.getUTCFullYear() === wall.year &&
    date.getUTCMonth() === wall.month - 1 &&
    date.getUTCDate() === wall.day &&
    wall.hour >= 0 &&
    wall.hour < 24 &&
    wall.minute >= 0 &&
    wall.minute < 60
  );
}

/**
 * A London clock time as the contract's ISO 8601 with the offset London has then
 * (`2026-03-30T09:30:00+01:00`).
 * - `gap`: the time never shows on a London clock (the clocks go forward at 01:00 GMT on the
 *   last Sunday of March, straight to 02:00 BST), so there is nothing to save.
 * - `ambiguous`: the time shows twice (the clocks go back at 02:00 BST on the last Sunday of
 *   October, to 01:00 GMT): the first, in BST, is the one meant before the change is noticed.
 */
export function londonIso(
  wall: WallClock,
): { kind: 'ok' | 'ambiguous'; iso: string } | { kind: 'gap' } | { kind: 'invalid' } {
  if (!isCalendarTime(wall)) return { kind: 'invalid' };
  const asIfUtc = asUtc(wall);
  // The offsets in force around that day: a change of clocks happens at most once in 24 hours.
  const offsets = [
    ...new Set([londonOffsetMinutes(asIfUtc - 12 * HOUR), londonOffsetMinutes(asIfUtc + 12 * HOUR)]),
  ];
  const matches = offsets
    .map((offset) => ({ offset, instant: asIfUtc - offset * MINUTE }))
    .filter(({ offset, instant }) => londonOffsetMinutes(instant) === offset)
    .sort((a, b) => a.instant - b.instant);
  const first = matches[0];
  if (!first) return { kind: 'gap' };
  const iso = `${wallClockText(wall)}:00${offsetText(first.offset)}`;
  return { kind: matches.length > 1 ? 'ambiguous' : 'ok', iso };
}

/** `2026-03-30T09:30`, as the form keeps a wall-clock time. */
export function wallClockText(wall: WallClock): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The form's `2026-03-30T09:30` as a wall clock; null for anything else. */
export function parseWallClock(text: string): WallClock | null {
  const match = WALL_CLOCK_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}

/** An instant from the API (`…Z`) as the London clock shows it, for a form to edit. */
export function londonWallClockText(iso: string): string {
  return wallClockText(londonWallClockAt(Date.parse(iso)));
}

/** `30/03/2026 09:30`: how a person writes a wall-clock time in the UK. */
export function ukWallClockText(wall: WallClock): string {
  return `${pad(wall.day)}/${pad(wall.month)}/${pad(wall.year, 4)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}
