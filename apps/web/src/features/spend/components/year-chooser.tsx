import TextField from '@mui/material/TextField';
import { yearChoices } from '../lib/financial-years';

type YearChooserProps = { year: number; underWay: number; onChoose: (year: number) => void };

/** The financial year to show: a native select, which keyboards and screen readers already know. */
export function YearChooser({ year, underWay, onChoose }: YearChooserProps) {
  return (
    <TextField
      select
      size="small"
      id="spend-year"
      label="Financial year"
      value={String(year)}
      onChange={(event) => onChoose(Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 200 } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {yearChoices(underWay, year).map((choice) => (
        <option key={choice.year} value={choice.year}>
          {choice.year === underWay ? `${choice.label} (this year)` : choice.label}
        </option>
      ))}
    </TextField>
  );
}
