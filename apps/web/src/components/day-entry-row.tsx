import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LabelledInput, type FieldProps } from '@/components/labelled-input';

type DayEntryRowProps = {
  /** The date input's id. */
  dayId: string;
  day: FieldProps;
  /** An example date, dd/mm/yyyy, shown under the date field. */
  dayExample: string;
  text: FieldProps & { id: string; label: string; hint: string };
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
};

/**
 * One line of a form that adds a day to a calendar: its date typed as dd/mm/yyyy, a line of text
 * saying what the day is, and the button. It stacks on a phone. Sits inside the form's FormFrame.
 */
export function DayEntryRow({
  dayId,
  day,
  dayExample,
  text,
  busy,
  submitLabel,
  busyLabel,
}: DayEntryRowProps) {
  const { label, hint, ...textField } = text;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <Box sx={{ width: { xs: '100%', md: 200 }, flexShrink: 0 }}>
        <LabelledInput
          id={dayId}
          label="Date"
          required
          inputMode="numeric"
          autoComplete="off"
          hint={`For example ${dayExample}`}
          {...day}
        />
      </Box>
      <LabelledInput label={label} required autoComplete="off" hint={hint} {...textField} />
      <Button
        type="submit"
        variant="outlined"
        aria-disabled={busy}
        sx={{ height: { md: 56 }, flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'auto' } }}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </Stack>
  );
}
