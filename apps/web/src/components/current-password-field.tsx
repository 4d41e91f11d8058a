import { LabelledInput, type FieldProps } from './labelled-input';

/** The password the signed-in person has now, asked before a change only they may make. */
export function CurrentPasswordField({ id, hint, ...field }: FieldProps & { id: string; hint?: string }) {
  return (
    <LabelledInput
      id={id}
      type="password"
      label="Current password"
      autoComplete="current-password"
      hint={hint}
      required
      {...field}
    />
  );
}
