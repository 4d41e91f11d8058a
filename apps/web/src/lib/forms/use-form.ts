import { useCallback, useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { FieldErrors } from '../api/api-failure';
import { asFormFailure, type FormFailure } from './form-failure';
import type { Validation } from './validate';

type Values = Record<string, string>;

/**
 * Controlled form state with per-field errors, a form-level message and a busy flag. After a
 * failed attempt, focus moves to the first field in error, or else to the form's alert.
 */
export function useForm<TValues extends Values>(initialValues: TValues) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formElement = useRef<HTMLFormElement | null>(null);
  const running = useRef(false);

  useEffect(() => {
    const form = formElement.current;
    if (attempt === 0 || !form) return;
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector('[role="alert"]');
    target?.focus();
  }, [attempt]);

  const field = useCallback(
    (name: keyof TValues & string) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
    }),
    [values, errors],
  );

  const rejectFields = useCallback((fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setFormError(null);
    setAttempt((n) => n + 1);
  }, []);

  /**
   * Shows a failed call: its message above the form, its per-field messages beside the fields
   * (a message for a field the form does not show joins the message above).
   */
  const rejectFailure = useCallback(
    (failure: FormFailure) => {
      const shown: FieldErrors = {};
      const unshown: string[] = [];
      for (const [name, message] of Object.entries(failure.fields)) {
        if (message === undefined) continue;
        if (name in initialValues) shown[name] = message;
        else unshown.push(message);
      }
      // A message that only repeats a field's own message is not said twice.
      const repeated = Object.values(shown).includes(failure.message);
      const above = [...(repeated ? [] : [failure.message]), ...unshown].join(' ');
      setErrors(shown);
      setFormError(above === '' ? null : above);
      setAttempt((n) => n + 1);
    },
    [initialValues],
  );

  /**
   * A submit handler: validates, then submits while busy; a thrown failure is shown. Further
   * submits are ignored while one runs.
   */
  const handleSubmit =
    <T>(
      check: (values: TValues) => Validation<T> | Promise<Validation<T>>,
      submit: (data: T) => Promise<void>,
    ) =>
    (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      formElement.current = event.currentTarget;
      if (running.current) return;
      running.current = true;
      setBusy(true);

      const run = async () => {
        const checked = await check(values);
        if (!checked.ok) {
          rejectFields(checked.errors);
          return;
        }
        setErrors({});
        setFormError(null);
        await submit(checked.data);
      };
      run()
        .catch((error: unknown) => rejectFailure(asFormFailure(error)))
        .finally(() => {
          running.current = false;
          setBusy(false);
        });
    };

  return { values, setValues, errors, formError, busy, field, handleSubmit };
}
