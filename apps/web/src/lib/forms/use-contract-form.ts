import { fieldErrorMap } from '@casekeeper/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type SubmitEvent,
} from 'react';
import { useForm, type DefaultValues, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { asFormFailure, placeFailure, type FormFailure } from './form-failure';

type Values = Record<string, string>;

const PARSE_OPTIONS = { error: fieldErrorMap };

/** The first message of a field's error, wherever the schema put it (a list's item included). */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') return error.message;
  for (const nested of Object.values(error)) {
    const message = messageOf(nested);
    if (message) return message;
  }
  return undefined;
}

/**
 * A form whose values are checked by a contract schema (the rules and messages the server uses),
 * with react-hook-form: typed submit values, dirty tracking, per-field errors from the schema or
 * the server, a form-level message, and focus on the first field in error (or else the form's
 * alert) after a failed attempt.
 */
export function useContractForm<TValues extends Values, TOut>(options: {
  defaultValues: TValues;
  /**
   * From what was typed to what is sent: strings in, the request out. A page that must stay light
   * (sign-in) passes a loader instead, and the schemas arrive with the first submit.
   */
  schema: z.ZodType<TOut, TValues> | (() => Promise<z.ZodType<TOut, TValues>>);
}) {
  const { schema } = options;
  // What a schema leaves unworded is worded from the contract's field catalogue, as on the server.
  const resolver: Resolver<TValues, unknown, TOut> =
    typeof schema === 'function'
      ? async (values, context, resolverOptions) =>
          zodResolver(await schema(), PARSE_OPTIONS)(values, context, resolverOptions)
      : zodResolver(schema, PARSE_OPTIONS);
  const form = useForm<TValues, unknown, TOut>({
    defaultValues: options.defaultValues as DefaultValues<TValues>,
    resolver,
    shouldFocusError: true,
  });
  const { register, formState, setError, handleSubmit } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formElement = useRef<HTMLFormElement | null>(null);
  const running = useRef(false);
  const fieldNames = Object.keys(options.defaultValues);

  // After a failure the server answered, focus goes to the first field it named, else the alert.
  useEffect(() => {
    const element = formElement.current;
    if (failedAttempts === 0 || !element) return;
    const target =
      element.querySelector<HTMLElement>('[aria-invalid="true"]') ?? element.querySelector('[role="alert"]');
    target?.focus();
  }, [failedAttempts]);

  const field = useCallback(
    (name: keyof TValues & string) => {
      const { ref, onChange, onBlur } = register(name as Path<TValues>);
      return {
        name,
        inputRef: ref,
        onChange: (event: ChangeEvent<HTMLInputElement>) => void onChange(event),
        onBlur: (event: FocusEvent<HTMLInputElement>) => void onBlur(event),
        error: messageOf((formState.errors as FieldErrors)[name]),
      };
    },
    [register, formState.errors],
  );

  /**
   * Shows a failed save: per-field messages beside their fields, the message above the form
   * (unless it only repeats a field's), and messages for fields the form does not show with it.
   */
  const showFailure = useCallback(
    (failure: FormFailure) => {
      const placed = placeFailure(failure, fieldNames);
      for (const [name, message] of Object.entries(placed.fields)) {
        setError(name as Path<TValues>, { type: 'server', message });
      }
      setFormError(placed.above);
      setFailedAttempts((n) => n + 1);
    },
    [fieldNames, setError],
  );

  /** A submit handler: checks, then sends while busy (further submits wait); a thrown failure is shown. */
  const submit = (send: (values: TOut) => Promise<void>) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    formElement.current = event.currentTarget;
    setFormError(null);
    void handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        showFailure(asFormFailure(error));
      }
    })(event).finally(() => {
      running.current = false;
    });
  };

  return {
    field,
    formError,
    busy: formState.isSubmitting,
    isDirty: formState.isDirty,
    submit,
    setValue: form.setValue,
    getValues: form.getValues,
    watch: form.watch,
    /** For useWatch in the small part of a page that shows a field's value. */
    control: form.control,
    reset: form.reset,
  };
}

export type ContractForm = ReturnType<typeof useContractForm>;
