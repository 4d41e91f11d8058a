import {
  askAgainRequestSchema,
  CONVERSATION_MESSAGES,
  DOCUMENT_REQUEST_REASON_MAX_LENGTH,
  type DocumentRequest,
} from '@casekeeper/contract';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { formatIsoDay } from '@/lib/format-date';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { londonDayOf } from '@/lib/london-day';
import { ukDateToIso } from '@/lib/uk-date';
import { useAskAgainMutation } from '../api/conversation-api';
import { twoWeeksFrom } from '../lib/request-state';

type AskAgainValues = { reason: string; dueOn: string };

const askAgainFormSchema = formSchema(
  (values: AskAgainValues) => ({ ...values, dueOn: ukDateToIso(values.dueOn) }),
  askAgainRequestSchema.refine((fields) => fields.dueOn >= londonDayOf(new Date()), {
    path: ['dueOn'],
    error: CONVERSATION_MESSAGES.dueOnPast,
  }),
);

/** Asks for a document again: why (the applicant reads it) and by when. */
export function AskAgainDialog({ request, onClose }: { request: DocumentRequest; onClose: () => void }) {
  const [askAgain] = useAskAgainMutation();
  const form = useContractForm({
    defaultValues: { reason: '', dueOn: formatIsoDay(twoWeeksFrom(londonDayOf(new Date()))) },
    schema: askAgainFormSchema,
  });
  const send = async (body: { reason: string; dueOn: string }) => {
    await askAgain({ params: { id: request.id }, body }).unwrap();
    onClose();
  };
  return (
    <FormDialog
      title={`Ask again for ${request.label}`}
      form={form}
      onSave={send}
      saveLabel="Ask again"
      onClose={onClose}
    >
      <LabelledInput
        id="ask-again-reason"
        label="Why you are asking again"
        required
        hint={`The applicant sees this, for example "The payslip is cut off". At most ${DOCUMENT_REQUEST_REASON_MAX_LENGTH} characters.`}
        {...form.field('reason')}
      />
      <LabelledInput
        id="ask-again-due-on"
        label="New due date"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Today or later, for example 31/03/2027."
        {...form.field('dueOn')}
      />
    </FormDialog>
  );
}
