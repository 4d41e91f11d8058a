import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type {
  ChangeEventHandler,
  FocusEventHandler,
  HTMLAttributes,
  HTMLInputTypeAttribute,
  Ref,
} from 'react';

/** What a form gives each of its inputs: a registered field, or a controlled value. */
export type FieldProps = {
  name: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the field, which is then marked invalid. */
  error?: string | undefined;
};

type LabelledInputProps = FieldProps & {
  id: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  /** Guidance shown under the field while it has no error. */
  hint?: string;
  disabled?: boolean;
  /** Shown and sent, but not editable (unlike a disabled field, whose value a form leaves out). */
  readOnly?: boolean;
  /** The keyboard a phone offers, e.g. "decimal" for an amount typed as text. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
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
  onBlur,
  inputRef,
  error,
  hint,
  disabled = false,
  readOnly = false,
  inputMode,
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
        onBlur={onBlur}
        inputRef={inputRef}
        readOnly={readOnly}
        inputProps={{ ...(help ? { 'aria-describedby': helpId } : {}), ...(inputMode ? { inputMode } : {}) }}
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
