import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { HTMLInputTypeAttribute } from 'react';

type LabelledInputProps = {
  id: string;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
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
}: LabelledInputProps) {
  return (
    <FormControl variant="outlined" required={required} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} name={name} type={type} label={label} autoComplete={autoComplete} />
    </FormControl>
  );
}
