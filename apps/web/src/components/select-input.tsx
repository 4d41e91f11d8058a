import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';

type SelectInputProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
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
