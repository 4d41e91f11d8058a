import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LabelledInput, type FieldProps } from '@/components/labelled-input';
import { CASE_FIELD_LABELS, type CaseFieldName } from '../lib/case-field-labels';

type CaseInputProps = FieldProps & {
  /** The field's label when it is not its name's (CASE_FIELD_LABELS), e.g. with a unit. */
  label?: string;
  required?: boolean;
  /** Guidance under the field; "Optional." for a field that is not required. */
  hint?: string;
  inputMode?: 'decimal';
};

const kebab = (name: string) => name.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`);

/**
 * A one-line field of the case form, labelled and identified by its name. The client is never
 * the signed-in user, so the browser is told to fill nothing in.
 */
export function CaseInput({ label, required = false, hint, ...field }: CaseInputProps) {
  return (
    <LabelledInput
      id={`case-${kebab(field.name)}`}
      label={label ?? CASE_FIELD_LABELS[field.name as CaseFieldName]}
      autoComplete="off"
      required={required}
      hint={hint ?? (required ? undefined : 'Optional.')}
      {...field}
    />
  );
}

/** Fields side by side on a wide screen, one under another on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
      {children}
    </Stack>
  );
}
