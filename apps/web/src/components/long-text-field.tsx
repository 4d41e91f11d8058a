import TextField from '@mui/material/TextField';
import type { FieldProps } from './labelled-input';

type TextFieldProps = FieldProps & {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
};

/** Several lines of text that grow as they are typed. */
export function LongTextField({
  id,
  label,
  error,
  hint,
  inputRef,
  onChange,
  onBlur,
  name,
  readOnly,
}: TextFieldProps) {
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      multiline
      minRows={3}
      maxRows={12}
      fullWidth
      inputRef={inputRef}
      onChange={onChange}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );
}
