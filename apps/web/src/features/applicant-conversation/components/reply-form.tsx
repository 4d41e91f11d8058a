import { CONVERSATION_REPLY_MAX_LENGTH, conversationReplyRequestSchema } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormFrame } from '@/components/form-frame';
import { FormMessage } from '@/components/form-message';
import { LongTextField } from '@/components/long-text-field';
import { formSchema } from '@/lib/forms/form-schema';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useReplyToApplicantMutation } from '../api/conversation-api';

const replyFormSchema = formSchema((values: { message: string }) => values, conversationReplyRequestSchema);

/** The officer's reply to the applicant; once sent, the box empties and says the applicant was told. */
export function ReplyForm({ caseId }: { caseId: number }) {
  const [reply] = useReplyToApplicantMutation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm({ defaultValues: { message: '' }, schema: replyFormSchema });

  const onSubmit = async (body: { message: string }) => {
    setSent(null);
    try {
      setSent((await reply({ params: { caseId }, body }).unwrap()).message);
      form.reset({ message: '' });
    } catch (error) {
      throw toSubmitFailure(error);
    }
  };

  return (
    <FormFrame form={form} onSubmit={onSubmit} notice={<FormMessage message={sent} severity="success" />}>
      <LongTextField
        id="conversation-reply"
        label="Your reply"
        hint={`The applicant reads it on the portal; their e-mail only says there is a new message. Up to ${CONVERSATION_REPLY_MAX_LENGTH} characters.`}
        {...form.field('message')}
      />
      <Button type="submit" variant="contained" disabled={form.busy} sx={{ alignSelf: 'flex-start' }}>
        {form.busy ? 'Sending…' : 'Send reply'}
      </Button>
    </FormFrame>
  );
}
