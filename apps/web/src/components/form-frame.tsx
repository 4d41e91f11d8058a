import Stack from '@mui/material/Stack';
import type { ReactNode, SubmitEvent } from 'react';
import { FormMessage } from './form-message';

/** What the frame needs of a contract form (useContractForm). */
export type FramedForm<TOut> = {
  busy: boolean;
  formError: string | null;
  submit: (send: (values: TOut) => Promise<void>) => (event: SubmitEvent<HTMLFormElement>) => void;
};

type FormFrameProps<TOut> = {
  form: FramedForm<TOut>;
  onSubmit: (values: TOut) => Promise<void>;
  /** Shown above the form's error message: news of a save, or words about the form. */
  notice?: ReactNode;
  children: ReactNode;
};

/** The form element of a contract form: its messages above its fields, busy while it sends. */
export function FormFrame<TOut>({ form, onSubmit, notice, children }: FormFrameProps<TOut>) {
  return (
    <Stack component="form" spacing={2.5} noValidate aria-busy={form.busy} onSubmit={form.submit(onSubmit)}>
      {notice}
      <FormMessage message={form.formError} />
      {children}
    </Stack>
  );
}
