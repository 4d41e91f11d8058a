import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useForkRef } from '@mui/material/utils';
import {
  useLayoutEffect,
  useRef,
  type ChangeEventHandler,
  type FocusEventHandler,
  type HTMLAttributes,
  type HTMLInputTypeAttribute,
  type Ref,
  type RefObject,
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
 * Tells the field's FormControl, after every render, whether its input holds a value. MUI learns
 * of a value only as it is typed: one a form sets itself (react-hook-form's reset after a save)
 * left the label raised over an emptied field, or lying over a filled one.
 */
function FilledState({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const control = useFormControl();
  useLayoutEffect(() => {
    if ((input.current?.value ?? '') === '') control?.onEmpty();
    else control?.onFilled();
  });
  return null;
}

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
  const input = useRef<HTMLInputElement | null>(null);
  const inputRefs = useForkRef(input, inputRef);

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
        inputRef={inputRefs}
        readOnly={readOnly}
        inputProps={{ ...(help ? { 'aria-describedby': helpId } : {}), ...(inputMode ? { inputMode } : {}) }}
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
      <FilledState input={input} />
    </FormControl>
  );
}
