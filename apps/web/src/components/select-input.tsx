import TextField from '@mui/material/TextField';
import type { FieldProps } from './labelled-input';

type SelectInputProps = FieldProps & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  disabled?: boolean;
  required?: boolean;
};

/** A native select: the keyboard and screen readers already know how to use it. */
export function SelectInput({ id, label, options, error, hint, ...rest }: SelectInputProps) {
  const help = error ?? hint;
  return (
    <TextField
      {...rest}
      id={id}
      select
      fullWidth
      label={label}
      error={Boolean(error)}
      helperText={help}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
