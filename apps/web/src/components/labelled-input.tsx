import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';

type LabelledInputProps = {
  id: string;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown under the field, which is then marked invalid. */
  error?: string | undefined;
  /** Guidance shown under the field while it has no error. */
  hint?: string;
  disabled?: boolean;
};

/**
 * An outlined text field for pages that must stay light: MUI's TextField also
 * bundles Select, Menu and Modal, which the sign-in page never needs.
 */
export function LabelledInput({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  value,
  onChange,
  error,
  hint,
  disabled = false,
}: LabelledInputProps) {
  const helpId = `${id}-help`;
  const help = error ?? hint;

  return (
    <FormControl variant="outlined" required={required} error={Boolean(error)} disabled={disabled} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        inputProps={help ? { 'aria-describedby': helpId } : undefined}
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
