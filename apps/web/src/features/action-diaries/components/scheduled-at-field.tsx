import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTime } from 'luxon';
import type { Ref } from 'react';
import {
  londonIso,
  londonWallClockAt,
  parseWallClock,
  ukWallClockText,
  wallClockText,
} from '../lib/london-time';

type ScheduledAtFieldProps = {
  id: string;
  name: string;
  label: string;
  /** The London wall-clock time, `2026-03-30T09:30`; '' for none; `invalid` while half typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

export const INVALID_WALL_CLOCK = 'invalid';

/**
 * The picker edits a time as a London clock shows it, with no zone of its own (UTC stands in for
 * "no zone", so it never shifts anything): turning that into an instant, with the offset London
 * has then, is londonIso's job, which knows the hour the clocks skip or repeat.
 */
const ZONE = 'UTC';

const pickerValue = (value: string) => {
  const wall = parseWallClock(value);
  return wall ? DateTime.fromObject(wall, { zone: ZONE }) : null;
};

/** The picker's "today" and the time it starts from: tomorrow 09:00 on the London clock. */
function referenceDate() {
  const today = londonWallClockAt(Date.now());
  return DateTime.fromObject({ ...today, hour: 9, minute: 0 }, { zone: ZONE }).plus({ days: 1 });
}

function hintFor(value: string): string {
  const wall = parseWallClock(value);
  const result = wall ? londonIso(wall) : null;
  if (wall && result?.kind === 'ambiguous') {
    return `${ukWallClockText(wall)} happens twice, as the clocks go back an hour that night: this is the first, in British Summer Time.`;
  }
  return 'UK time, 24-hour clock: dd/mm/yyyy hh:mm. Type it, or choose it from the calendar.';
}

/** When an action item is due, on the London clock, typed the British way or chosen from a calendar. */
export function ScheduledAtField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: ScheduledAtFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
      <DateTimePicker
        label={label}
        value={pickerValue(value)}
        timezone={ZONE}
        referenceDate={referenceDate()}
        format="dd/MM/yyyy HH:mm"
        ampm={false}
        // The calendar opens in a dialog on a narrow screen, where a popover would not fit.
        desktopModeMediaQuery="@media (pointer: fine) and (min-width: 600px)"
        inputRef={inputRef}
        onChange={(picked) => {
          if (!picked) onChange('');
          else if (!picked.isValid) onChange(INVALID_WALL_CLOCK);
          else onChange(wallClockText(picked));
        }}
        slotProps={{
          textField: {
            id,
            name,
            required: true,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? hintFor(value),
            onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}
