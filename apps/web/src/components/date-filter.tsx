import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatIsoDay } from '@/lib/format-date';
import { isCalendarDay, ukDateToIso } from '@/lib/uk-date';

type DateFilterProps = {
  label: string;
  /** The field's id, when a form names it. */
  id?: string;
  /** Small in a list's filter bar (the default); medium beside a form's other fields. */
  size?: 'small' | 'medium';
  /** The filter's day, YYYY-MM-DD, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
};

export const DATE_FILTER_HINT = 'For example 12/01/2026';
export const DATE_FILTER_ERROR = 'Enter a date like 12/01/2026';

/**
 * A day to filter by, typed the British way (dd/mm/yyyy), as the forms take it: a browser's date
 * input shows its own locale's order (mm/dd/yyyy in many), which misleads in a UK council. The
 * owner hears of it once what is typed is a whole day, or nothing.
 */
export function DateFilter({ label, id, size = 'small', value, onChange }: DateFilterProps) {
  const [typed, setTyped] = useState(value === null ? '' : formatIsoDay(value));
  const [shown, setShown] = useState(value);
  // Cleared or set from elsewhere (Clear filters, a saved filter): show that instead.
  if (value !== shown) {
    setShown(value);
    setTyped(value === null ? '' : formatIsoDay(value));
  }
  const iso = ukDateToIso(typed);
  const invalid = typed.trim() !== '' && !isCalendarDay(iso);

  return (
    <TextField
      label={label}
      id={id}
      size={size}
      value={typed}
      error={invalid}
      helperText={invalid ? DATE_FILTER_ERROR : DATE_FILTER_HINT}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        const day = ukDateToIso(text);
        const next = text.trim() === '' ? null : isCalendarDay(day) ? day : undefined;
        if (next !== undefined && next !== value) {
          setShown(next);
          onChange(next);
        }
      }}
      sx={{ width: { xs: '100%', sm: 180 } }}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' }, inputLabel: { shrink: true } }}
    />
  );
}
