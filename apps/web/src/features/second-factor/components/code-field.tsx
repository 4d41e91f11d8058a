import type { FieldProps } from '@/components/labelled-input';
import { LabelledInput } from '@/components/labelled-input';

/**
 * The six digits an authenticator app shows: the browser and phone may fill them from a text
 * message or the app (one-time-code), and phones offer the number pad.
 */
export function CodeField({ id, ...field }: FieldProps & { id: string }) {
  return (
    <LabelledInput
      id={id}
      label="6-digit code"
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      {...field}
    />
  );
}
