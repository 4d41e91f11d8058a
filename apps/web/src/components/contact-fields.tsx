import { LabelledInput, type FieldProps } from './labelled-input';

type ContactFieldProps = FieldProps & {
  id: string;
  label?: string;
  required?: boolean;
  autoComplete?: string;
};

/** An e-mail address field; unless required, its hint says it may be left empty. */
export function EmailField({
  label = 'E-mail address',
  required = false,
  hint = required ? undefined : 'Optional.',
  ...props
}: ContactFieldProps & { hint?: string | undefined }) {
  return <LabelledInput type="email" label={label} required={required} hint={hint} {...props} />;
}

/** A telephone field, with an example number (and "Optional." unless required). */
export function PhoneField({ label = 'Telephone', required = false, ...props }: ContactFieldProps) {
  const example = 'For example 01632 960 001.';
  return (
    <LabelledInput
      type="tel"
      label={label}
      required={required}
      hint={required ? example : `Optional. ${example}`}
      {...props}
    />
  );
}
